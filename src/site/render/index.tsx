import { createHash } from "node:crypto";
import { renderToString } from "react-dom/server";
import { storedFontScript } from "@/site-client/site-font";
import { Document, documentHtml, SiteIntl, SPECULATION_RULES, type Assets } from "./document";
import { SiteShell } from "./site-shell";
import { SITE_PAGES, type PageData, type PageName } from "./site-pages";
import type { SiteFrame } from "../page-props";
import { memoRender } from "./page-memo";

export { renderQuotePage } from "./quote";
export type { QuotePageData, QuoteView } from "./pages/quote";

// Written in by the build: the styles and the hashed name of the script it produced.
declare const SITE_ASSETS: Assets;
const assets = SITE_ASSETS;

/**
 * The SHA-256 of each inline script a page carries (the stored-font check, the speculation
 * rules), for its policy: the same on every page of a build, so a page is the same for every
 * client and a shared cache may keep it.
 */
export const inlineScriptHashes = [storedFontScript(assets.font), SPECULATION_RULES].map((script) =>
  createHash("sha256").update(script).digest("base64"),
);

export type { PageData, PageName } from "./site-pages";

/**
 * Whether a page's policy admits Google Maps (src/site/page-policy.ts): its definition says so.
 */
export const pageUsesMaps = (name: PageName): boolean => SITE_PAGES[name].maps === true;

/**
 * The public site's renderer, built on its own (scripts/build/site.mjs → dist/site-render.js):
 * React renders the pages to HTML here, with no framework runtime for the browser to start.
 * The route handlers load the data with the modules' server code and pass it in; `data` is null
 * when the site is offline (the frame then says so instead of the page). `request.key` names the
 * address the page answers (path and query): a page asked for again with equal inputs is the kept
 * one (page-memo.ts).
 */
export function renderPage<N extends PageName>(
  name: N,
  site: SiteFrame,
  request: { path: string; key: string },
  data: PageData[N] | null,
): Buffer<ArrayBuffer> {
  // Generic over the page's name, which TypeScript cannot follow into JSX: each view is typed per name.
  const definition = SITE_PAGES[name];
  const Page = definition.view as unknown as React.FC<Record<string, unknown>>;
  const { path } = request;
  const render = () =>
    documentHtml(
      <Document
        site={site}
        path={path}
        assets={assets}
        page={{ name, behaviours: definition.behaviours, maps: definition.maps === true }}
      >
        <SiteShell site={site} path={path}>
          {data ? <Page {...data} site={site} /> : null}
        </SiteShell>
      </Document>,
    );
  // One person's page is theirs alone: rendered now, never kept in the process.
  if (isPrivatePage(name)) return Buffer.from(render());
  return memoRender(`page\0${name}\0${request.key}`, { site, data }, render);
}

/** Whether a page is one person's (the operator portal): never kept, answered as private. */
export const isPrivatePage = (name: PageName): boolean => SITE_PAGES[name].private === true;

/** The pages with a list region, which a filter link replaces in place. */
export type ListPageName = {
  [N in PageName]: (typeof SITE_PAGES)[N] extends { list: unknown } ? N : never;
}[PageName];
export const isListPage = (name: PageName): name is ListPageName =>
  SITE_PAGES[name].list !== undefined;

/**
 * A list page's region alone, as the whole page would show it (src/site-client/list-links.ts puts
 * it in place of the one shown); null when there is no list to show.
 */
export function renderList(
  name: ListPageName,
  site: SiteFrame,
  request: { path: string; key: string },
  data: PageData[ListPageName],
): Buffer<ArrayBuffer> | null {
  const list = (SITE_PAGES[name].list as (data: PageData[ListPageName]) => React.ReactNode)(data);
  if (!list) return null;
  return memoRender(`list\0${name}\0${request.key}`, { site, data }, () =>
    renderToString(
      <SiteIntl site={site} path={request.path}>
        {list}
      </SiteIntl>,
    ),
  );
}
