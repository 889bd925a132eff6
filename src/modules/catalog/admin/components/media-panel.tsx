"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Plus } from "lucide-react";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Dialog } from "@/ui/dialog";
import { Skeleton } from "@/ui/skeleton";
import { catalogQueries } from "../admin-api";
import { catalogMutations } from "../mutations";
import { AddMediaDialog } from "./add-media-dialog";
import { MediaCard } from "./media-card";
import { VideoTitleDialog } from "./video-title-dialog";
import type { AdminGame, Media } from "./types";

/** Media Management for one game: grid of 2/3/4 columns, Set as Main for images, Delete for all. */
export function MediaPanel({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const { data: media, isError: loadFailed, refetch } = useQuery(catalogQueries.media(game.id));
  const setMain = useMutation(catalogMutations.setMainImage(game.id));
  const remove = useMutation(catalogMutations.deleteMedia(game.id));
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Media | null>(null);
  const [translating, setTranslating] = useState<Media | null>(null);

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`Media Management: ${game.title}`}
      className="max-w-5xl"
    >
      <ErrorBox className="mb-4">{setMain.isError ? "Failed to set main image" : null}</ErrorBox>
      {loadFailed ? (
        <div className="mb-4">
          <LoadError message="Failed to load media" onRetry={() => void refetch()} />
        </div>
      ) : null}
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
        {media === undefined && !loadFailed
          ? Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="aspect-[4/3]" />)
          : null}
        {media?.map((m) => (
          <MediaCard
            key={m.id}
            media={m}
            busy={setMain.isPending}
            onSetMain={() => setMain.mutate(m.id)}
            onDelete={() => setDeleting(m)}
            onTranslate={() => setTranslating(m)}
          />
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
          onConfirm={() => remove.mutateAsync(deleting.id)}
        />
      ) : null}
      {translating ? (
        <VideoTitleDialog
          gameId={game.id}
          media={translating}
          onClose={() => setTranslating(null)}
        />
      ) : null}
      {adding ? <AddMediaDialog gameId={game.id} onClose={() => setAdding(false)} /> : null}
    </Dialog>
  );
}
