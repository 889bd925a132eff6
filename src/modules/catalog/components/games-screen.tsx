"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Images, Pencil, Plus, Ruler, Tags, Trash2, HelpCircle } from "lucide-react";
import { LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Skeleton } from "@/ui/skeleton";
import { catalogQueries } from "../admin-api";
import { catalogMutations } from "../admin-mutations";
import { CategoryManager } from "./category-manager";
import { DimensionsPanel } from "./dimensions-panel";
import { FaqPanel } from "./faq-panel";
import { GameDialog } from "./game-dialog";
import { MediaPanel } from "./media-panel";
import type { AdminGame } from "./types";

type Panel =
  | { kind: "media" | "dimensions" | "faqs" | "edit" | "delete"; game: AdminGame }
  | { kind: "add" }
  | { kind: "categories" }
  | null;

export function GamesScreen() {
  // Game load failures are only logged (SPEC.md section 8); the table offers a retry.
  const { data: games, isError: error, refetch } = useQuery(catalogQueries.games());
  const deleteGame = useMutation(catalogMutations.deleteGame());
  const [panel, setPanel] = useState<Panel>(null);

  const close = () => setPanel(null);
  const action = (
    label: string,
    Icon: typeof Pencil,
    kind: "media" | "dimensions" | "faqs" | "edit" | "delete",
    g: AdminGame,
  ) => (
    <button
      type="button"
      onClick={() => setPanel({ kind, game: g })}
      aria-label={`${label}: ${g.title}`}
      title={label}
      className={
        kind === "delete"
          ? "rounded p-1.5 text-red-600 hover:bg-red-50"
          : "rounded p-1.5 text-slate-600 hover:bg-slate-100"
      }
    >
      <Icon className="h-4 w-4" aria-hidden />
    </button>
  );

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
              <tr key={g.id}>
                <td className="px-4 py-3 font-medium text-slate-900">
                  {g.title}
                  {g.featured ? (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
                      Featured
                    </span>
                  ) : null}
                </td>
                <td className="px-4 py-3">{g.category}</td>
                <td className="px-4 py-3">
                  {g.warrantyYears} {g.warrantyYears === 1 ? "year" : "years"}
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {new Date(g.createdAt).toLocaleDateString()}
                </td>
                <td className="sticky right-0 bg-white px-4 py-3 text-right whitespace-nowrap shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)] sm:shadow-none">
                  {action("Images and media", Images, "media", g)}
                  {action("Dimensions", Ruler, "dimensions", g)}
                  {action("FAQs", HelpCircle, "faqs", g)}
                  {action("Edit", Pencil, "edit", g)}
                  {action("Delete", Trash2, "delete", g)}
                </td>
              </tr>
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
