"use client";
import { HelpCircle, Images, Pencil, Ruler, Trash2 } from "lucide-react";
import { actionsColumn, type Column } from "@/ui/admin-table";
import { RowAction } from "@/ui/row-actions";
import type { AdminGame } from "./types";

export type GameAction = "media" | "dimensions" | "faqs" | "edit" | "delete";

const ACTIONS: Array<[GameAction, string, typeof Pencil]> = [
  ["media", "Images and media", Images],
  ["dimensions", "Dimensions", Ruler],
  ["faqs", "FAQs", HelpCircle],
  ["edit", "Edit", Pencil],
  ["delete", "Delete", Trash2],
];

/** The games table: title with its Featured badge, category, warranty, date, actions. */
export function gameColumns(
  onAction: (game: AdminGame, a: GameAction) => void,
): Column<AdminGame>[] {
  return [
    {
      key: "title",
      header: "Title",
      className: "font-medium text-slate-900",
      cell: (g) => (
        <>
          {g.title}
          {g.featured ? (
            <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
              Featured
            </span>
          ) : null}
        </>
      ),
    },
    { key: "category", header: "Category", cell: (g) => g.category },
    {
      key: "warranty",
      header: "Warranty",
      cell: (g) => `${g.warrantyYears} ${g.warrantyYears === 1 ? "year" : "years"}`,
    },
    {
      key: "created",
      header: "Created",
      className: "whitespace-nowrap",
      cell: (g) => new Date(g.createdAt).toLocaleDateString(),
    },
    actionsColumn((g) => (
      <span className="inline-flex gap-1">
        {ACTIONS.map(([kind, label, icon]) => (
          <RowAction
            key={kind}
            label={`${label}: ${g.title}`}
            icon={icon}
            danger={kind === "delete"}
            onClick={() => onAction(g, kind)}
          />
        ))}
      </span>
    )),
  ];
}
