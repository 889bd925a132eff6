import type { Locale } from "@/platform/i18n/locales";
import { PageInLanguageProvider } from "@/platform/i18n/page-path";
import { Document, documentHtml, type Assets } from "./document";
import { SiteShell } from "./site-shell";
import { QuotePage, type QuotePageData } from "./pages/quote";
import type { SiteFrame } from "../page-props";

// Its stylesheet, which the build writes under this page name (scripts/build/site.mjs).
const STYLESHEET = "quote";
// Its one behaviour: an answer is posted once (src/site-client/quote-answer.ts).
const QUOTE_PAGE = { name: STYLESHEET, behaviours: ["quote-answer"], maps: false } as const;

// Written in by the build, as for every page (index.tsx).
declare const SITE_ASSETS: Assets;

/**
 * A buyer's quote page (/q/<token>) in the site's frame: the same document, header, footer,
 * language notice and error states as a public page. Never kept (page-memo.ts): the page is one
 * buyer's, its state read now, and answered as private. `inLanguage` is its own address in
 * another language (the language links and the notice keep the buyer on the quote). `data` is
 * null when the site is offline (the frame then says so instead of the page).
 */
export function renderQuotePage(
  site: SiteFrame,
  request: { path: string; inLanguage: (locale: Locale) => string },
  data: QuotePageData | null,
): Buffer<ArrayBuffer> {
  const { path } = request;
  return Buffer.from(
    documentHtml(
      <Document site={site} path={path} assets={SITE_ASSETS} page={QUOTE_PAGE}>
        <PageInLanguageProvider value={request.inLanguage}>
          <SiteShell site={site} path={path}>
            {data ? <QuotePage {...data} site={site} /> : null}
          </SiteShell>
        </PageInLanguageProvider>
      </Document>,
    ),
  );
}
