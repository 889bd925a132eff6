"use client";
import { HelpCircle, Images, Pencil, Ruler, Trash2 } from "lucide-react";
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

/** One game of the table: title with its Featured badge, category, warranty, date and actions. */
export function GameRow({
  game: g,
  onAction,
}: {
  game: AdminGame;
  onAction: (a: GameAction) => void;
}) {
  return (
    <tr>
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
      <td className="px-4 py-3 whitespace-nowrap">{new Date(g.createdAt).toLocaleDateString()}</td>
      <td className="sticky right-0 bg-white px-4 py-3 text-right whitespace-nowrap shadow-[-8px_0_8px_-8px_rgba(15,23,42,0.15)] sm:shadow-none">
        <span className="inline-flex gap-1">
          {ACTIONS.map(([kind, label, icon]) => (
            <RowAction
              key={kind}
              label={`${label}: ${g.title}`}
              icon={icon}
              danger={kind === "delete"}
              onClick={() => onAction(kind)}
            />
          ))}
        </span>
      </td>
    </tr>
  );
}
