import { createHash } from "node:crypto";
import { renderToString } from "react-dom/server";
import { storedFontScript } from "@/site-client/site-font";
import { Document, SiteIntl, SPECULATION_RULES, type Assets } from "./document";
import { SiteShell } from "./site-shell";
import { GamePage, type GamePageData } from "./pages/game";
import { AboutPage, type AboutPageData } from "./pages/about";
import { PolicyPage, type PolicyPageData } from "./pages/policy";
import { ContactPage, type ContactPageData } from "./pages/contact";
import { ShopList, ShopPage, type ShopPageData } from "./pages/shop";
import { HomePage, type HomePageData } from "./pages/home";
import { BlogList, BlogPage, type BlogPageData } from "./pages/blog";
import { BlogPostPage, type BlogPostPageData } from "./pages/blog-post";
import { NotFoundPage, type NotFoundPageData } from "./pages/not-found";
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

/** The data each page's route handler reads for it. */
export type PageData = {
  game: GamePageData;
  about: AboutPageData;
  policy: PolicyPageData;
  contact: ContactPageData;
  shop: ShopPageData;
  home: HomePageData;
  blog: BlogPageData;
  blogPost: BlogPostPageData;
  notFound: NotFoundPageData;
};
export type PageName = keyof PageData;

type View<N extends PageName> = (props: PageData[N] & { site: SiteFrame }) => React.ReactNode;

/** Every page the renderer writes. */
const PAGES: { [N in PageName]: View<N> } = {
  game: GamePage,
  about: AboutPage,
  policy: PolicyPage,
  contact: ContactPage,
  shop: ShopPage,
  home: HomePage,
  blog: BlogPage,
  blogPost: BlogPostPage,
  notFound: NotFoundPage,
};

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
  request: { path: string; key: string; nonce: string | undefined },
  data: PageData[N] | null,
): Buffer<ArrayBuffer> {
  // Generic over the page's name, which TypeScript cannot follow into JSX: PAGES is typed per name.
  const Page = PAGES[name] as unknown as React.FC<Record<string, unknown>>;
  const { path } = request;
  return memoRender(
    `page\0${name}\0${request.key}`,
    { site, data },
    request.nonce,
    (nonce) =>
      "<!DOCTYPE html>" +
      renderToString(
        <Document site={site} path={path} assets={assets} nonce={nonce}>
          <SiteShell site={site} path={path}>
            {data ? <Page {...data} site={site} /> : null}
          </SiteShell>
        </Document>,
      ),
  );
}

/** The pages whose list region a filter link replaces in place. */
export type ListPageName = "shop" | "blog";

/** Each list page's region from its data, or null when its list could not be read. */
const LISTS: { [N in ListPageName]: (data: PageData[N]) => React.ReactNode } = {
  shop: ({ asked, catalog }) => (catalog ? <ShopList asked={asked} catalog={catalog} /> : null),
  blog: ({ posts, tag }) => (posts ? <BlogList posts={posts} tag={tag} /> : null),
};
export const isListPage = (name: PageName): name is ListPageName => Object.hasOwn(LISTS, name);

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
  const list = (LISTS[name] as (data: PageData[ListPageName]) => React.ReactNode)(data);
  if (!list) return null;
  return memoRender(`list\0${name}\0${request.key}`, { site, data }, undefined, () =>
    renderToString(
      <SiteIntl site={site} path={request.path}>
        {list}
      </SiteIntl>,
    ),
  );
}
