import { listCategories, listGames } from "@/modules/catalog/public/queries";
import { parseShopQuery } from "@/modules/catalog/public/shop-view";
import { attempt } from "@/platform/attempt";
import { sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

/** The shop: its filter, sort and page are the URL's query. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  // A parameter given twice is read as its first value.
  const query = new URL(request.url).searchParams;
  const asked = parseShopQuery(
    Object.fromEntries([...query.keys()].map((k) => [k, query.get(k)!])),
  );
  return sitePage(request, locale, "shop", async (site) => {
    const read = await attempt("Unable to load games", async () => {
      const [games, categories] = await Promise.all([
        listGames(site.locale),
        listCategories(site.locale),
      ]);
      return { games, categories };
    });
    return { data: { asked, catalog: read?.value ?? null } };
  });
}
