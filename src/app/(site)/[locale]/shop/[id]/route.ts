import { getGame, type GameDetail } from "@/modules/catalog/public/queries";
import { loadSite } from "@/site/load-site";
import { htmlResponse, requestNonce, siteRenderer } from "@/site/renderer";

export const dynamic = "force-dynamic";

/** A game's page: the data from the catalogue, the HTML from the site's renderer. */
export async function GET(
  request: Request,
  ctx: { params: Promise<{ locale: string; id: string }> },
) {
  const { locale, id } = await ctx.params;
  const site = await loadSite(locale);
  if (!site) return new Response("Not found", { status: 404 });
  let game: GameDetail | null = null;
  let failed = false;
  if (site.online) {
    try {
      game = await getGame(id, undefined, site.locale);
    } catch (e) {
      console.error("Failed to load game", e);
      failed = true;
    }
  }
  const { renderGamePage } = await siteRenderer();
  const html = renderGamePage(site, new URL(request.url).pathname, requestNonce(request), {
    game,
    failed,
  });
  return htmlResponse(html, failed ? 500 : game || !site.online ? 200 : 404);
}
