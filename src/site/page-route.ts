import "server-only";
import type { ListPageName, PageData, PageName } from "./render";
import type { SiteFrame } from "./page-props";
import { loadSite } from "./load-site";
import { htmlResponse, siteRenderer } from "./renderer";
import { sharedHtml } from "./shared-answer";
import { pagePolicy } from "./page-policy";
import { LIST_PART, LIST_PART_HEADER } from "./list-part";
import { canonicalLocalePath, pageLocale, splitLocalePath } from "@/platform/i18n/locales";

/** A page's data and the status it is answered with (404 for a missing game, 500 for a failed read). */
export type Loaded<N extends PageName> = { data: PageData[N]; status?: number };

/** What a loader answers when the address names nothing this visitor may see: the 404 page. */
export const MISSING = Symbol("missing");

/** One person's page: never stored by a shared cache or a browser's, never indexed. */
const PRIVATE_HEADERS = {
  "cache-control": "private, no-store",
  "x-robots-tag": "noindex, nofollow",
};

/**
 * A public page's answer: the frame of the URL's language (404 when that language is not a page,
 * a redirect when it is written in another letter case), the page's own data unless the site is
 * offline, and the HTML from the site's renderer. Its inline scripts are allowed by hash, so the
 * page is the same for every client; one person's page (site-pages.tsx) is answered as private.
 */
export async function sitePage<N extends PageName>(
  request: Request,
  segment: string,
  name: N,
  load: (site: SiteFrame) => Promise<Loaded<N> | typeof MISSING>,
): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname;
  const named = pageLocale(segment);
  const canonical = name === "notFound" ? undefined : canonicalLocalePath(path);
  if (canonical)
    return new Response(null, { status: 308, headers: { location: canonical + url.search } });
  const site = named ? await loadSite(named.locale) : null;
  if (!site) return new Response("Not found", { status: 404 });
  const loaded = site.online ? await load(site) : null;
  const { renderPage, renderList, isListPage, isPrivatePage, pageUsesMaps, inlineScriptHashes } =
    await siteRenderer();
  const key = path + url.search;
  const policy = (page: PageName) =>
    pagePolicy({ hashes: inlineScriptHashes }, { maps: pageUsesMaps(page) });
  if (isPrivatePage(name)) {
    const html =
      loaded === MISSING
        ? renderPage("notFound", site, { path, key }, { path: splitLocalePath(path).path })
        : renderPage(name, site, { path, key }, loaded?.data ?? null);
    const status = loaded === MISSING ? 404 : (loaded?.status ?? 200);
    return htmlResponse(html, status, await policy(name), PRIVATE_HEADERS);
  }
  if (loaded === MISSING) throw new Error(`the page ${name} is public: it has its own 404 data`);
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
  const html = renderPage(name, site, { path, key }, loaded?.data ?? null);
  return sharedHtml(request, html, loaded?.status ?? 200, await policy(name), headers);
}
