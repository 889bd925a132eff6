"use client";
/* eslint-disable @next/next/no-img-element -- admin previews of uploaded files */
import { useState } from "react";
import { Film, Plus, Star, Trash2 } from "lucide-react";
import { api } from "@/platform/http/api-client";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Dialog } from "@/ui/dialog";
import { Skeleton } from "@/ui/skeleton";
import { AddMediaDialog } from "./add-media-dialog";
import type { AdminGame, Media } from "./types";
import { useListLoad } from "./use-list-load";

/** Media Management for one game: grid of 2/3/4 columns, Set as Main for images, Delete for all. */
export function MediaPanel({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const {
    list: media,
    loadError,
    load,
  } = useListLoad<Media>(`/api/admin/games/${game.id}/media`, "media", "Failed to load media");
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Media | null>(null);

  const run = async (id: string, path: string, method: "POST" | "DELETE", failText: string) => {
    setBusy(id);
    setError(null);
    try {
      await api(path, { method });
      await load();
    } catch (e) {
      console.error(failText, e);
      setError(failText);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Media Management: ${game.title}`}
      className="max-w-5xl"
    >
      <ErrorBox className="mb-4">{error}</ErrorBox>
      {loadError ? (
        <div className="mb-4">
          <LoadError message={loadError} onRetry={() => void load()} />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {media === null && !loadError
          ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="aspect-[4/3]" />)
          : null}
        {media?.map((m) => (
          <figure
            key={m.id}
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
              {m.type === "video" ? (
                <p className="truncate text-sm font-medium">{m.title}</p>
              ) : null}
              <div className="flex flex-wrap gap-1">
                {m.type === "image" && !m.isMain ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy !== null}
                    onClick={() =>
                      void run(
                        m.id,
                        `/api/admin/games/${game.id}/media/${m.id}/main`,
                        "POST",
                        "Failed to set main image",
                      )
                    }
                  >
                    Set as Main
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="danger"
                  disabled={busy !== null}
                  aria-label={`Delete ${m.type}`}
                  onClick={() => setDeleting(m)}
                >
                  <Trash2 className="h-4 w-4" aria-hidden /> Delete
                </Button>
              </div>
            </figcaption>
          </figure>
        ))}
      </div>
      {media?.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-500">
          No media yet. Add images and videos of this game.
        </p>
      ) : null}
      <div className="mt-6 flex justify-end gap-2">
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden /> Add Media
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          title={deleting.type === "image" ? "Delete image" : "Delete video"}
          message={`Are you sure you want to delete this ${deleting.type}${deleting.title ? ` "${deleting.title}"` : ""}? The file is removed as well. This action cannot be undone.`}
          errorText="Failed to delete media"
          onConfirm={async () => {
            await api(`/api/admin/games/${game.id}/media/${deleting.id}`, { method: "DELETE" });
            await load();
          }}
        />
      ) : null}
      {adding ? (
        <AddMediaDialog
          gameId={game.id}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            void load();
          }}
        />
      ) : null}
    </Dialog>
  );
}
