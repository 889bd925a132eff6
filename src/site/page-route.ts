import "server-only";
import type { ListPageName, PageData, PageName } from "./render";
import type { SiteFrame } from "./page-props";
import { loadSite } from "./load-site";
import { htmlResponse, proxyNonce, siteRenderer } from "./renderer";
import { sharedHtml } from "./shared-answer";
import { pagePolicy } from "./page-policy";
import { LIST_PART, LIST_PART_HEADER } from "./list-part";
import { canonicalLocalePath, pageLocale } from "@/platform/i18n/locales";

/** A page's data and the status it is answered with (404 for a missing game, 500 for a failed read). */
export type Loaded<N extends PageName> = { data: PageData[N]; status?: number };

/**
 * A public page's answer: the frame of the URL's language (404 when that language is not a page,
 * a redirect when it is written in another letter case), the page's own data unless the site is
 * offline, and the HTML from the site's renderer.
 */
export async function sitePage<N extends PageName>(
  request: Request,
  segment: string,
  name: N,
  load: (site: SiteFrame) => Promise<Loaded<N>>,
): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname;
  const named = pageLocale(segment);
  // The 404 page is answered as it is: the request proxy gives the portal's addresses the
  // language's code, and an address that is no page of the portal ends here.
  const canonical = name === "notFound" ? undefined : canonicalLocalePath(path);
  if (canonical)
    return new Response(null, { status: 308, headers: { location: canonical + url.search } });
  const site = named ? await loadSite(named.locale) : null;
  if (!site) return new Response("Not found", { status: 404 });
  const loaded = site.online ? await load(site) : null;
  const { renderPage, renderList, isListPage, pageUsesMaps, inlineScriptHashes } =
    await siteRenderer();
  const key = path + url.search;
  // A list page and its list region alone are two answers at one address.
  const headers = isListPage(name) ? { vary: LIST_PART_HEADER } : undefined;
  if (isListPage(name) && request.headers.get(LIST_PART_HEADER) === LIST_PART) {
    // The data a list page's handler loads is that page's (Loaded<N>, N a list page).
    const list =
      loaded && renderList(name, site, { path, key }, loaded.data as PageData[ListPageName]);
    // Without a list (offline, a failed read) the fetch fails, and the link opens the page.
    return list
      ? sharedHtml(request, list, loaded.status ?? 200, null, headers)
      : new Response(null, { status: 503, headers });
  }
  const status = loaded?.status ?? 200;
  const nonce = proxyNonce(request);
  const html = renderPage(name, site, { path, key, nonce }, loaded?.data ?? null);
  const page = { maps: pageUsesMaps(name) };
  // Under a portal address the answer carries the request proxy's policy and is never shared.
  if (nonce)
    return htmlResponse(html, status, await pagePolicy({ nonce }, page), {
      ...headers,
      "cache-control": "private, no-store",
    });
  const policy = await pagePolicy({ hashes: inlineScriptHashes }, page);
  return sharedHtml(request, html, status, policy, headers);
}
