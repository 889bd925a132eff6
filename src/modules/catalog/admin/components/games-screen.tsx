"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Plus, Tags } from "lucide-react";
import { LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Skeleton } from "@/ui/skeleton";
import { catalogQueries } from "../admin-api";
import { catalogMutations } from "../mutations";
import { CategoryManager } from "./category-manager";
import { DimensionsPanel } from "./dimensions-panel";
import { FaqPanel } from "./faq-panel";
import { GameDialog } from "./game-dialog";
import { GameRow, type GameAction } from "./game-row";
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
      {error ? <LoadError message="Failed to load games" onRetry={() => void refetch()} /> : null}
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="min-w-full divide-y divide-slate-200 text-sm">
          <thead className="bg-slate-50 text-left text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Title
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Category
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Warranty
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Created
              </th>
              <th
                scope="col"
                className="sticky right-0 bg-slate-50 px-4 py-3 text-right font-semibold"
              >
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {games === undefined && !error
              ? Array.from({ length: 5 }, (_, i) => (
                  <tr key={i}>
                    <td colSpan={5} className="px-4 py-3">
                      <Skeleton className="h-5" />
                    </td>
                  </tr>
                ))
              : null}
            {games?.length === 0 ? (
              <tr>
                <td colSpan={5} className="px-4 py-10 text-center text-slate-500">
                  No games yet. Add your first game to get started.
                </td>
              </tr>
            ) : null}
            {games?.map((g) => (
              <GameRow key={g.id} game={g} onAction={(kind) => setPanel({ kind, game: g })} />
            ))}
          </tbody>
        </table>
      </div>
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
