"use client";
/* eslint-disable @next/next/no-img-element -- admin previews of uploaded files */
import { Film, Star, Trash2 } from "lucide-react";
import { Button } from "@/ui/button";
import type { Media } from "./types";

type Props = { media: Media; busy: boolean; onSetMain: () => void; onDelete: () => void };

/** One image or video of the media grid, with Set as Main (images not already main) and Delete. */
export function MediaCard({ media: m, busy, onSetMain, onDelete }: Props) {
  return (
    <figure
      className="overflow-hidden rounded-lg border border-slate-200 bg-white"
      data-media-id={m.id}
    >
      <div className="relative aspect-[4/3] bg-slate-900">
        {m.type === "image" ? (
          <img src={m.url} alt="" className="h-full w-full object-cover" />
        ) : (
          <video
            src={m.url}
            preload="metadata"
            muted
            className="h-full w-full object-cover"
            aria-label={m.title ?? "Video"}
          />
        )}
        {m.isMain ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
            <Star className="h-3 w-3" aria-hidden /> Main
          </span>
        ) : null}
        {m.type === "video" ? (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs text-white capitalize">
            <Film className="h-3 w-3" aria-hidden /> {m.mediaType ?? "showcase"}
          </span>
        ) : null}
      </div>
      <figcaption className="space-y-2 p-2">
        {m.type === "video" ? <p className="truncate text-sm font-medium">{m.title}</p> : null}
        <div className="flex flex-wrap gap-1">
          {m.type === "image" && !m.isMain ? (
            <Button size="sm" variant="secondary" disabled={busy} onClick={onSetMain}>
              Set as Main
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            aria-label={`Delete ${m.type}`}
            onClick={onDelete}
          >
            <Trash2 className="h-4 w-4" aria-hidden /> Delete
          </Button>
        </div>
      </figcaption>
    </figure>
  );
}
