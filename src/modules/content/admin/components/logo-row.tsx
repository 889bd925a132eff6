"use client";
/* eslint-disable @next/next/no-img-element -- admin thumbnails */
import { ExternalLink, Pencil, Trash2 } from "lucide-react";
import type { Logo } from "../types";
import { HiddenBadge } from "./hidden-badge";

type Props = { logo: Logo; onEdit: () => void; onDelete: () => void };

/** One client logo: image, name with the Hidden badge, website link, edit and delete. */
export function LogoRow({ logo: l, onEdit, onDelete }: Props) {
  return (
    <div className="flex items-center gap-4">
      <img src={l.logoUrl} alt="" className="h-10 w-16 shrink-0 object-contain sm:w-24" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-medium">
          {l.name}
          {!l.active ? <HiddenBadge /> : null}
        </p>
        {l.url ? (
          <a
            href={l.url}
            target="_blank"
            rel="noopener noreferrer"
            className="flex max-w-full items-center gap-1 text-sm text-brand-700 hover:underline"
          >
            <span className="truncate">{l.url}</span>
            <ExternalLink className="h-3 w-3 shrink-0" aria-hidden />
          </a>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={`Edit ${l.name}`}
        onClick={onEdit}
        className="rounded p-1.5 text-slate-600 hover:bg-slate-100"
      >
        <Pencil className="h-4 w-4" aria-hidden />
      </button>
      <button
        type="button"
        aria-label={`Delete ${l.name}`}
        onClick={onDelete}
        className="rounded p-1.5 text-red-600 hover:bg-red-50"
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </button>
    </div>
  );
}
