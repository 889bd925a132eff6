import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api, ApiError } from "@/platform/http/api-client";
import { readList } from "@/platform/http/read-list";
import { toQuery } from "@/platform/lists/params";
import type { BlogListParams } from "../validation";
import type {
  AboutContent,
  AboutRow,
  FooterEntry,
  FooterKind,
  FooterRow,
  Logo,
  Post,
  Testimonial,
} from "./types";

export const contentKeys = {
  all: ["content"] as const,
  testimonials: () => ["content", "testimonials"] as const,
  logos: () => ["content", "logos"] as const,
  about: () => ["content", "about"] as const,
  footer: (type: FooterKind) => ["content", "footer", type] as const,
  blog: () => ["content", "blog"] as const,
};

/** The editable fields of the about page row, with empty text for missing ones. */
export const toAbout = (b: AboutRow): AboutContent => ({
  title: b.title,
  content: b.content ?? null,
  metaTitle: b.metaTitle ?? "",
  metaDescription: b.metaDescription ?? "",
  heroImage: b.heroImage ?? null,
  heroTitle: b.heroTitle ?? "",
  heroSubtitle: b.heroSubtitle ?? "",
  footerText: b.footerText ?? "",
  translations: b.translations,
});

export const toFooterEntry = (row: FooterEntry): FooterEntry => ({
  title: row.title,
  content: row.content,
  active: row.active,
  translations: row.translations,
});

/** A footer entry, or null when none of this type exists yet (the editor then creates it). */
async function readFooter(type: FooterKind, signal: AbortSignal): Promise<FooterEntry | null> {
  try {
    return toFooterEntry(await api<FooterRow>(`/api/admin/footer/${type}`, { signal }));
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

export const contentQueries = {
  testimonials: () =>
    queryOptions({
      queryKey: contentKeys.testimonials(),
      queryFn: readList<Testimonial>("/api/admin/testimonials", "items"),
      meta: { errorMessage: "Failed to load testimonials" },
    }),
  logos: () =>
    queryOptions({
      queryKey: contentKeys.logos(),
      queryFn: readList<Logo>("/api/admin/client-logos", "items"),
      meta: { errorMessage: "Failed to load client logos" },
    }),
  about: () =>
    queryOptions({
      queryKey: contentKeys.about(),
      queryFn: async ({ signal }) => toAbout(await api<AboutRow>("/api/admin/about", { signal })),
      meta: { errorMessage: "Failed to load about page content" },
    }),
  footer: (type: FooterKind) =>
    queryOptions({
      queryKey: contentKeys.footer(type),
      queryFn: ({ signal }) => readFooter(type, signal),
      meta: { errorMessage: "Failed to load content" },
    }),
  blog: (params: BlogListParams) =>
    queryOptions({
      queryKey: [...contentKeys.blog(), params],
      queryFn: ({ signal }) =>
        api<{ posts: Post[]; total: number; page: number; pageSize: number }>(
          `/api/admin/blog${toQuery(params as Record<string, unknown>, {})}`,
          { signal },
        ),
      placeholderData: keepPreviousData,
      meta: { errorMessage: "Failed to load blog posts" },
    }),
};
