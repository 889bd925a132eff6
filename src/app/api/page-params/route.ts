import { listCategories, listGames } from "@/modules/catalog/public/queries";
import { PAGE_SIZE } from "@/modules/catalog/public/shop-view";
import { listPosts } from "@/modules/content/public/queries";
import type { KnownParams } from "@/platform/http/page-cache";
import { handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/**
 * The values the shop's and the blog's parameters can name today, for the page cache
 * (platform/http/page-cache.ts): a page for any other value is rendered for its visitor but never
 * kept. Public anyway (every one is a link on those pages); read through the cached public reads.
 * Categories and tags are the same in every language (a category is filtered by its English name).
 */
export const GET = handle(async () => {
  const [games, categories, posts] = await Promise.all([
    listGames(),
    listCategories(),
    listPosts(),
  ]);
  const known: KnownParams = {
    pageSize: PAGE_SIZE,
    games: games.length,
    categories: categories.map((c) => ({
      name: c.name,
      games: games.filter((g) => g.category === c.name).length,
    })),
    tags: [...new Set(posts.flatMap((p) => p.metaTags))],
  };
  return Response.json(known, { headers: { "cache-control": "no-store" } });
});
