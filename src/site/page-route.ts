import "server-only";
import type { PageData, PageName } from "./render";
import type { SiteFrame } from "./page-props";
import { loadSite } from "./load-site";
import { htmlResponse, requestNonce, siteRenderer } from "./renderer";
import { pagePolicy } from "./page-policy";

/** A page's data and the status it is answered with (404 for a missing game, 500 for a failed read). */
export type Loaded<N extends PageName> = { data: PageData[N]; status?: number };

/**
 * A public page's answer: the frame of the URL's language (404 when that language is not a page),
 * the page's own data unless the site is offline, and the HTML from the site's renderer.
 */
export async function sitePage<N extends PageName>(
  request: Request,
  locale: string,
  name: N,
  load: (site: SiteFrame) => Promise<Loaded<N>>,
): Promise<Response> {
  const site = await loadSite(locale);
  if (!site) return new Response("Not found", { status: 404 });
  const loaded = site.online ? await load(site) : null;
  const { renderPage } = await siteRenderer();
  const path = new URL(request.url).pathname;
  const nonce = requestNonce(request);
  const html = renderPage(name, site, { path, nonce }, loaded?.data ?? null);
  const policy = nonce ? await pagePolicy(nonce, path) : null;
  return htmlResponse(html, loaded?.status ?? 200, policy);
}
