import type { MetadataRoute } from "next";
import { listGames } from "@/modules/catalog/public/queries";
import { listFooter, listPosts } from "@/modules/content/public/queries";
import { enabledLocales } from "@/modules/site/server/languages";
import { config } from "@/platform/config";
import { DEFAULT_LOCALE, localeInfo, localePath } from "@/platform/i18n/locales";

export const dynamic = "force-dynamic";

type Page = Omit<MetadataRoute.Sitemap[number], "url" | "alternates"> & { path: string };

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = config().siteUrl;
  const [games, posts, policies, locales] = await Promise.all([
    listGames(),
    listPosts(),
    listFooter(),
    enabledLocales(),
  ]);
  // A policy page without active content says 'Content not found'; it has nothing to index.
  const paths = ["/", "/shop", "/about", "/blog", "/contact", ...policies.map((f) => `/${f.type}`)];
  const pages: Page[] = [
    ...paths.map((path) => ({
      path,
      changeFrequency: "weekly" as const,
      priority: path === "/" ? 1 : 0.7,
    })),
    ...games.map((g) => ({
      path: `/shop/${g.id}`,
      lastModified: g.createdAt,
      changeFrequency: "monthly" as const,
      priority: 0.8,
    })),
    ...posts.map((p) => ({
      path: `/blog/${p.id}`,
      lastModified: p.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
  // Each page once per enabled language, each naming all of them (and x-default).
  const url = (locale: (typeof locales)[number], path: string) =>
    `${base}${localePath(locale, path)}`.replace(/(.)\/$/, "$1");
  return pages.flatMap(({ path, ...entry }) => {
    const languages = Object.fromEntries([
      ...locales.map((l) => [localeInfo(l).tag, url(l, path)]),
      ["x-default", url(DEFAULT_LOCALE, path)],
    ]);
    return locales.map((locale) => ({
      ...entry,
      url: url(locale, path),
      alternates: { languages },
    }));
  });
}
