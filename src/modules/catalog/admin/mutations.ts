import { mutationOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/platform/http/api-client";
import { reorderMutation } from "@/platform/http/optimistic-reorder";
import { uploadFile } from "@/platform/storage/upload-client";
import { catalogKeys, gamePath } from "./admin-api";
import type { Category, Faq, Media } from "./components/types";
import type {
  categorySchema,
  dimensionSchema,
  faqSchema,
  gameSchema,
  mediaTranslationsSchema,
} from "../validation";

type FaqValues = z.output<typeof faqSchema> & { id?: string };
type NewMedia = { file: File; onProgress: (percent: number) => void } & (
  | { type: "image" }
  | { type: "video"; title: string; description: string; mediaType: Media["mediaType"] }
);

/** Every back-office write of the catalogue, each refreshing exactly the reads it changes. */
export const catalogMutations = {
  saveGame: (gameId?: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save game" },
      mutationFn: (values: z.output<typeof gameSchema>) =>
        api(gameId ? gamePath(gameId) : "/api/admin/games", {
          method: gameId ? "PUT" : "POST",
          json: values,
        }),
      onSuccess: (_data, _values, _r, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: catalogKeys.games() }),
          gameId && client.invalidateQueries({ queryKey: catalogKeys.gameDetail(gameId) }),
        ]),
    }),
  deleteGame: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to delete game" },
      mutationFn: (id: string) => api(gamePath(id), { method: "DELETE" }),
      onSuccess: (_data, id, _r, { client }) => {
        client.removeQueries({ queryKey: catalogKeys.game(id) });
        return client.invalidateQueries({ queryKey: catalogKeys.games() });
      },
    }),

  createCategory: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to save category" },
      mutationFn: (name: string) =>
        api<Category>("/api/admin/categories", { method: "POST", json: { name } }),
      onSuccess: (_data, _name, _r, { client }) =>
        client.invalidateQueries({ queryKey: catalogKeys.categories() }),
    }),
  /** Games hold the category name, so a rename changes the game list and game details too. */
  renameCategory: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to save category" },
      mutationFn: ({ id, ...values }: { id: string } & z.output<typeof categorySchema>) =>
        api<Category>(`/api/admin/categories/${id}`, { method: "PATCH", json: values }),
      onSuccess: (_data, _values, _r, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: catalogKeys.categories() }),
          client.invalidateQueries({ queryKey: catalogKeys.games() }),
          client.invalidateQueries({
            queryKey: ["catalog", "game"],
            predicate: (q) => q.queryKey[3] === "detail",
          }),
        ]),
    }),
  deleteCategory: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to delete category" },
      mutationFn: (id: string) => api(`/api/admin/categories/${id}`, { method: "DELETE" }),
      onSuccess: (_data, _id, _r, { client }) =>
        client.invalidateQueries({ queryKey: catalogKeys.categories() }),
    }),
  reorderCategories: () =>
    reorderMutation<Category>(
      catalogKeys.categories(),
      "/api/admin/categories/reorder",
      "Failed to reorder categories",
    ),

  /** Uploads the file, then records it; new uploads are never main. */
  addMedia: (gameId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to upload media" },
      mutationFn: async ({ file, onProgress, ...details }: NewMedia) => {
        const image = details.type === "image";
        const scope = image ? "game-image" : "game-video";
        const res = await uploadFile(file, { scope, gameId, onProgress });
        if (!res?.path)
          throw new Error(
            image ? "Upload failed - no path returned" : "Video upload failed - no path returned",
          );
        return api(`${gamePath(gameId)}/media`, {
          method: "POST",
          json: { ...details, url: res.url },
        });
      },
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: catalogKeys.media(gameId) }),
    }),
  setMainImage: (gameId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to set main image" },
      mutationFn: (mediaId: string) =>
        api(`${gamePath(gameId)}/media/${mediaId}/main`, { method: "POST" }),
      onSuccess: (_data, _id, _r, { client }) =>
        client.invalidateQueries({ queryKey: catalogKeys.media(gameId) }),
    }),
  deleteMedia: (gameId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to delete media" },
      mutationFn: (mediaId: string) =>
        api(`${gamePath(gameId)}/media/${mediaId}`, { method: "DELETE" }),
      onSuccess: (_data, _id, _r, { client }) =>
        client.invalidateQueries({ queryKey: catalogKeys.media(gameId) }),
    }),

  /** A video's translated titles. */
  saveMediaTranslations: (gameId: string, mediaId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save video title" },
      mutationFn: (values: z.output<typeof mediaTranslationsSchema>) =>
        api(`${gamePath(gameId)}/media/${mediaId}`, { method: "PATCH", json: values }),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: catalogKeys.media(gameId) }),
    }),

  saveDimensions: (gameId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save dimensions" },
      mutationFn: (values: z.output<typeof dimensionSchema>) =>
        api(`${gamePath(gameId)}/dimensions`, { method: "PUT", json: values }),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: catalogKeys.dimensions(gameId) }),
    }),

  saveFaq: (gameId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save FAQ" },
      mutationFn: ({ id, ...values }: FaqValues) =>
        api(id ? `${gamePath(gameId)}/faqs/${id}` : `${gamePath(gameId)}/faqs`, {
          method: id ? "PUT" : "POST",
          json: values,
        }),
      onSuccess: (_data, _values, _r, { client }) =>
        client.invalidateQueries({ queryKey: catalogKeys.faqs(gameId) }),
    }),
  deleteFaq: (gameId: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to delete FAQ" },
      mutationFn: (id: string) => api(`${gamePath(gameId)}/faqs/${id}`, { method: "DELETE" }),
      onSuccess: (_data, _id, _r, { client }) =>
        client.invalidateQueries({ queryKey: catalogKeys.faqs(gameId) }),
    }),
  reorderFaqs: (gameId: string) =>
    reorderMutation<Faq>(
      catalogKeys.faqs(gameId),
      `${gamePath(gameId)}/faqs/reorder`,
      "Failed to reorder FAQs",
    ),
};
