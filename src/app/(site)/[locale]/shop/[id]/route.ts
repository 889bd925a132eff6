import { getGame } from "@/modules/catalog/public/queries";
import { attempt } from "@/platform/attempt";
import { sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ locale: string; id: string }> };

/** A game's page (404 when there is no such game, 500 when it could not be read). */
export async function GET(request: Request, { params }: Params) {
  const { locale, id } = await params;
  return sitePage(request, locale, "game", async (site) => {
    const read = await attempt("game", () => getGame(id, undefined, site.locale));
    const game = read?.value ?? null;
    return { data: { game, failed: !read }, status: !read ? 500 : game ? 200 : 404 };
  });
}
