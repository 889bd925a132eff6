"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorBox } from "@/ui/alert";
import { useDeleteDialog } from "@/ui/confirm-dialog";
import { fromQuery, ListStates } from "@/ui/list-states";
import { ManageActions, ManageDialog } from "@/ui/manage-dialog";
import { catalogQueries } from "../admin-api";
import { catalogMutations } from "../mutations";
import { AddMediaDialog } from "./add-media-dialog";
import { MediaCard } from "./media-card";
import { VideoTitleDialog } from "./video-title-dialog";
import type { AdminGame, Media } from "./types";

const GRID = "grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4";

/** Media Management for one game: grid of 2/3/4 columns, Set as Main for images, Delete for all. */
export function MediaPanel({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const query = useQuery(catalogQueries.media(game.id));
  const setMain = useMutation(catalogMutations.setMainImage(game.id));
  const remove = useMutation(catalogMutations.deleteMedia(game.id));
  const [adding, setAdding] = useState(false);
  const [askDelete, deleteDialog] = useDeleteDialog({
    what: "media",
    name: (m: Media) => m.title ?? m.type,
    title: (m) => (m.type === "image" ? "Delete image" : "Delete video"),
    question: (m) =>
      `Are you sure you want to delete this ${m.type}${m.title ? ` "${m.title}"` : ""}? The file is removed as well. This action cannot be undone.`,
    onDelete: (m) => remove.mutateAsync(m.id),
  });
  const [translating, setTranslating] = useState<Media | null>(null);

  return (
    <ManageDialog title={`Media Management: ${game.title}`} onClose={onClose} className="max-w-5xl">
      <ErrorBox className="mb-4">{setMain.isError ? "Failed to set main image" : null}</ErrorBox>
      <ListStates
        {...fromQuery(query, query.data, "Failed to load media")}
        loadingLabel="Loading media"
        skeleton={{ rows: 4, className: "aspect-[4/3] h-auto", layout: GRID }}
      >
        {(list) =>
          list.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-500">
              No media yet. Add images and videos of this game.
            </p>
          ) : (
            <div className={GRID}>
              {list.map((m) => (
                <MediaCard
                  key={m.id}
                  media={m}
                  busy={setMain.isPending}
                  onSetMain={() => setMain.mutate(m.id)}
                  onDelete={() => askDelete(m)}
                  onTranslate={() => setTranslating(m)}
                />
              ))}
            </div>
          )
        }
      </ListStates>
      <ManageActions add="Add Media" onAdd={() => setAdding(true)} onClose={onClose} />
      {deleteDialog}
      {translating ? (
        <VideoTitleDialog
          gameId={game.id}
          media={translating}
          onClose={() => setTranslating(null)}
        />
      ) : null}
      {adding ? <AddMediaDialog gameId={game.id} onClose={() => setAdding(false)} /> : null}
    </ManageDialog>
  );
}
