"use client";
/* eslint-disable @next/next/no-img-element -- admin previews of uploaded files */
import { Film, Languages, Star, Trash2 } from "lucide-react";
import { missingLocales } from "@/platform/i18n/translations";
import { Button } from "@/ui/button";
import type { Media } from "./types";

type Props = {
  media: Media;
  busy: boolean;
  onSetMain: () => void;
  onDelete: () => void;
  onTranslate: () => void;
};

/**
 * One image or video of the media grid, with Set as Main (images not already main), Translate
 * (a video's title) and Delete.
 */
export function MediaCard({ media: m, busy, onSetMain, onDelete, onTranslate }: Props) {
  const missing = m.type === "video" ? missingLocales(m, m.translations, ["title"]).length : 0;
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
          {m.type === "video" ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              aria-label={`Translate video title${missing ? ` (missing in ${missing} languages)` : ""}`}
              onClick={onTranslate}
            >
              <Languages className="h-4 w-4" aria-hidden /> Translate
              {missing ? (
                <span aria-hidden className="inline-block h-2 w-2 rounded-full bg-amber-500" />
              ) : null}
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
