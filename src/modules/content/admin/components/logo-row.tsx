"use client";
/* eslint-disable @next/next/no-img-element -- admin thumbnails */
import { ExternalLink } from "lucide-react";
import { RowActions } from "@/ui/row-actions";
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
      <RowActions name={l.name} onEdit={onEdit} onDelete={onDelete} />
    </div>
  );
}
