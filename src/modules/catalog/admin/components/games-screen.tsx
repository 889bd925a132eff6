"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Tags } from "lucide-react";
import { AdminTable } from "@/ui/admin-table";
import { Button } from "@/ui/button";
import { useDeleteDialog } from "@/ui/confirm-dialog";
import { fromQuery } from "@/ui/list-states";
import { AddButton, ScreenHeader } from "@/ui/screen-header";
import { catalogQueries } from "../admin-api";
import { catalogMutations } from "../mutations";
import { CategoryManager } from "./category-manager";
import { DimensionsPanel } from "./dimensions-panel";
import { FaqPanel } from "./faq-panel";
import { GameDialog } from "./game-dialog";
import { gameColumns, type GameAction } from "./game-columns";
import { MediaPanel } from "./media-panel";
import type { AdminGame } from "./types";

type Panel =
  | { kind: Exclude<GameAction, "delete">; game: AdminGame }
  | { kind: "add" }
  | { kind: "categories" }
  | null;

export function GamesScreen() {
  // Game load failures are only logged; the table offers a retry.
  const query = useQuery(catalogQueries.games());
  const deleteGame = useMutation(catalogMutations.deleteGame());
  const [panel, setPanel] = useState<Panel>(null);
  const [askDelete, deleteDialog] = useDeleteDialog({
    what: "game",
    name: (g: AdminGame) => g.title,
    onDelete: (g) => deleteGame.mutateAsync(g.id),
  });

  const close = () => setPanel(null);
  return (
    <div className="space-y-6">
      <ScreenHeader title="Games">
        <Button variant="secondary" onClick={() => setPanel({ kind: "categories" })}>
          <Tags className="h-4 w-4" aria-hidden /> Manage Categories
        </Button>
        <AddButton onClick={() => setPanel({ kind: "add" })}>Add New Game</AddButton>
      </ScreenHeader>
      <AdminTable
        caption="Games"
        columns={gameColumns((game, kind) =>
          kind === "delete" ? askDelete(game) : setPanel({ kind, game }),
        )}
        {...fromQuery(query, query.data, "Failed to load games")}
        empty="No games yet. Add your first game to get started."
      />
      {panel?.kind === "categories" ? <CategoryManager onClose={close} /> : null}
      {panel?.kind === "add" ? <GameDialog onClose={close} /> : null}
      {panel?.kind === "edit" ? <GameDialog gameId={panel.game.id} onClose={close} /> : null}
      {panel?.kind === "media" ? <MediaPanel game={panel.game} onClose={close} /> : null}
      {panel?.kind === "dimensions" ? <DimensionsPanel game={panel.game} onClose={close} /> : null}
      {panel?.kind === "faqs" ? <FaqPanel game={panel.game} onClose={close} /> : null}
      {deleteDialog}
    </div>
  );
}
