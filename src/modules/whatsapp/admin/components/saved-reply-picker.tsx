"use client";
import { useQuery } from "@tanstack/react-query";
import { useId, useState, type KeyboardEvent } from "react";
import { LOCALES } from "@/platform/i18n/locales";
import { replyTimeQueries } from "../reply-time-api";

const MAX_SHOWN = 8;
/** The box holds only "/" and what follows it: the saved replies' names are being typed. */
const TYPING = /^\/(\S*)$/;

/**
 * Saved replies in the reply box: typing "/" opens a list of them, filtered by name as one types,
 * in the buyer's language unless another is chosen. A combobox: arrows move, Enter fills the box
 * with the reply filled in from the lead, Escape closes the list.
 */
export function useSavedReplyPicker(leadId: string, typed: string, fill: (text: string) => void) {
  const listId = useId();
  const match = TYPING.exec(typed);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const [language, setLanguage] = useState<string | null>(null);
  const open = Boolean(match) && dismissed !== typed;
  const filled = useQuery({ ...replyTimeQueries.filledReplies(leadId), enabled: Boolean(match) });
  const shownLanguage = language ?? filled.data?.language ?? "";
  const query = (match?.[1] ?? "").toLowerCase();
  const options = (filled.data?.replies ?? [])
    .filter((r) => (shownLanguage ? r.language === shownLanguage : true))
    .filter((r) => r.name.toLowerCase().includes(query))
    .slice(0, MAX_SHOWN);
  const current = Math.min(active, Math.max(0, options.length - 1));
  const optionId = (i: number) => `${listId}-${i}`;

  const choose = (i: number) => {
    const picked = options[i];
    if (!picked) return;
    fill(picked.text);
    setActive(0);
  };

  /** Handles the key when the list is open; returns true when it did. */
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (!open) return false;
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const n = options.length || 1;
      setActive((current + (e.key === "ArrowDown" ? 1 : n - 1)) % n);
      return true;
    }
    if (e.key === "Enter" && options.length > 0) {
      e.preventDefault();
      choose(current);
      return true;
    }
    if (e.key === "Escape") {
      e.preventDefault();
      setDismissed(typed);
      return true;
    }
    return false;
  };

  const inputProps = {
    role: "combobox" as const,
    "aria-autocomplete": "list" as const,
    "aria-expanded": open,
    "aria-controls": listId,
    "aria-activedescendant": open && options.length ? optionId(current) : undefined,
  };

  const list = open ? (
    <div className="rounded-md border border-slate-200 bg-white p-2 shadow-md">
      <div className="mb-1 flex items-center justify-between gap-2 text-xs text-slate-600">
        <span>Saved replies: keep typing to filter, Enter to use, Escape to close</span>
        <label className="flex items-center gap-1">
          Language
          <select
            className="rounded border border-slate-300 px-1 py-0.5"
            value={shownLanguage}
            onChange={(e) => {
              setLanguage(e.target.value);
              setActive(0);
            }}
          >
            <option value="">All</option>
            {LOCALES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <ul id={listId} role="listbox" aria-label="Saved replies" className="max-h-64 overflow-auto">
        {options.map((r, i) => (
          <li
            key={r.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === current}
            className={`cursor-pointer rounded px-2 py-1 text-sm ${
              i === current ? "text-brand-900 bg-brand-50" : "text-slate-800"
            }`}
            // Chosen on mouse down: a click would first take the focus from the reply box.
            onMouseDown={(e) => {
              e.preventDefault();
              choose(i);
            }}
          >
            <span className="font-medium">/{r.name}</span>{" "}
            <span className="text-xs text-slate-500">{r.language}</span>
            <span className="block truncate text-slate-600">{r.text}</span>
          </li>
        ))}
      </ul>
      {filled.isPending ? (
        <p className="px-2 py-1 text-sm text-slate-500">Loading saved replies...</p>
      ) : options.length === 0 ? (
        <p className="px-2 py-1 text-sm text-slate-500">
          No saved reply matches{shownLanguage ? " in this language" : ""}.
        </p>
      ) : null}
    </div>
  ) : null;

  return { inputProps, onKeyDown, list };
}
