import type { MetadataRoute } from "next";
import { listGames } from "@/modules/catalog/public/queries";
import { listFooter, listPosts } from "@/modules/content/public/queries";
import { config } from "@/platform/config";

export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = config().siteUrl;
  const [games, posts, policies] = await Promise.all([listGames(), listPosts(), listFooter()]);
  // A policy page without active content says 'Content not found'; it has nothing to index.
  const paths = ["", "/shop", "/about", "/blog", "/contact", ...policies.map((f) => `/${f.type}`)];
  const pages = paths.map((p) => ({
    url: `${base}${p}`,
    changeFrequency: "weekly" as const,
    priority: p === "" ? 1 : 0.7,
  }));
  return [
    ...pages,
    ...games.map((g) => ({
      url: `${base}/shop/${g.id}`,
      lastModified: g.createdAt,
      changeFrequency: "monthly" as const,
      priority: 0.8,
    })),
    ...posts.map((p) => ({
      url: `${base}/blog/${p.id}`,
      lastModified: p.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}
