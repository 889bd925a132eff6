"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Plus, Tags } from "lucide-react";
import { AdminTable } from "@/ui/admin-table";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
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
  { kind: GameAction; game: AdminGame } | { kind: "add" } | { kind: "categories" } | null;

export function GamesScreen() {
  // Game load failures are only logged (SPEC.md section 8); the table offers a retry.
  const { data: games, isError: error, refetch } = useQuery(catalogQueries.games());
  const deleteGame = useMutation(catalogMutations.deleteGame());
  const [panel, setPanel] = useState<Panel>(null);

  const close = () => setPanel(null);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Games</h1>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setPanel({ kind: "categories" })}>
            <Tags className="h-4 w-4" aria-hidden /> Manage Categories
          </Button>
          <Button onClick={() => setPanel({ kind: "add" })}>
            <Plus className="h-4 w-4" aria-hidden /> Add New Game
          </Button>
        </div>
      </div>
      <AdminTable
        caption="Games"
        columns={gameColumns((game, kind) => setPanel({ kind, game }))}
        rows={games}
        rowKey={(g) => g.id}
        error={error ? "Failed to load games" : null}
        onRetry={() => void refetch()}
        empty="No games yet. Add your first game to get started."
        loadingLabel="Loading games"
      />
      {panel?.kind === "categories" ? <CategoryManager onClose={close} /> : null}
      {panel?.kind === "add" ? <GameDialog onClose={close} /> : null}
      {panel?.kind === "edit" ? <GameDialog gameId={panel.game.id} onClose={close} /> : null}
      {panel?.kind === "media" ? <MediaPanel game={panel.game} onClose={close} /> : null}
      {panel?.kind === "dimensions" ? <DimensionsPanel game={panel.game} onClose={close} /> : null}
      {panel?.kind === "faqs" ? <FaqPanel game={panel.game} onClose={close} /> : null}
      {panel?.kind === "delete" ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && close()}
          title="Delete game"
          message={`Are you sure you want to delete "${panel.game.title}"? This action cannot be undone.`}
          errorText="Failed to delete game"
          onConfirm={() => deleteGame.mutateAsync(panel.game.id)}
        />
      ) : null}
    </div>
  );
}
