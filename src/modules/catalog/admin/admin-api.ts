import { queryOptions } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import { readList } from "@/platform/http/read-list";
import type {
  AdminGame,
  AdminGameDetail,
  Category,
  Dimension,
  Faq,
  Media,
} from "./components/types";

/** Back-office cache keys: one game's detail and panels sit under ['catalog', 'game', id]. */
export const catalogKeys = {
  all: ["catalog"] as const,
  games: () => ["catalog", "games"] as const,
  game: (id: string) => ["catalog", "game", id] as const,
  gameDetail: (id: string) => ["catalog", "game", id, "detail"] as const,
  media: (id: string) => ["catalog", "game", id, "media"] as const,
  dimensions: (id: string) => ["catalog", "game", id, "dimensions"] as const,
  faqs: (id: string) => ["catalog", "game", id, "faqs"] as const,
  categories: () => ["catalog", "categories"] as const,
};

export const gamePath = (id: string) => `/api/admin/games/${id}`;

export const catalogQueries = {
  games: () =>
    queryOptions({
      queryKey: catalogKeys.games(),
      queryFn: readList<AdminGame>("/api/admin/games", "games"),
      meta: { errorMessage: "Failed to load games" },
    }),
  gameDetail: (id: string) =>
    queryOptions({
      queryKey: catalogKeys.gameDetail(id),
      queryFn: ({ signal }) => api<AdminGameDetail>(gamePath(id), { signal }),
      meta: { errorMessage: "Failed to load game" },
    }),
  categories: () =>
    queryOptions({
      queryKey: catalogKeys.categories(),
      queryFn: readList<Category>("/api/admin/categories", "categories"),
      meta: { errorMessage: "Failed to load categories" },
    }),
  media: (gameId: string) =>
    queryOptions({
      queryKey: catalogKeys.media(gameId),
      queryFn: readList<Media>(`${gamePath(gameId)}/media`, "media"),
      meta: { errorMessage: "Failed to load media" },
    }),
  dimensions: (gameId: string) =>
    queryOptions({
      queryKey: catalogKeys.dimensions(gameId),
      queryFn: readList<Dimension>(`${gamePath(gameId)}/dimensions`, "dimensions"),
      meta: { errorMessage: "Failed to load dimensions" },
    }),
  faqs: (gameId: string) =>
    queryOptions({
      queryKey: catalogKeys.faqs(gameId),
      queryFn: readList<Faq>(`${gamePath(gameId)}/faqs`, "faqs"),
      meta: { errorMessage: "Failed to load FAQs" },
    }),
};
