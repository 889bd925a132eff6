import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { ClientIntlProvider } from "@/platform/i18n/client";
import { PagePathProvider } from "@/platform/i18n/page-path";
import { localeInfo } from "@/platform/i18n/locales";
import { clientMessages } from "@/platform/i18n/client-messages";
import type { FrameProps } from "../page-props";
import { storedFontScript } from "@/site-client/site-font";
import type { BehaviourName } from "@/site-client/behaviours";
import { ATTR, attr } from "@/platform/site-attributes";

/**
 * What the site's build wrote (scripts/build/site.mjs): each page's styles (by the page's name in
 * site-pages.tsx, and "quote"), the frame's script, each page behaviour's chunk with the chunks it
 * imports (by the behaviour's name), and the font.
 */
export type Assets = {
  styles: Record<string, string>;
  script: string | null;
  behaviours: Record<string, string[]>;
  font: string;
};

/**
 * What the page's definition (site-pages.tsx) tells its document: its name (its stylesheet's),
 * its behaviours and whether it admits Google Maps.
 */
export type DocumentPage = { name: string; behaviours: readonly BehaviourName[]; maps: boolean };

/**
 * The browser fetches a page the visitor is about to open (a held pointer or a hover on a link
 * of the public site), so the tap answers from memory. Never the back office, the portal, the API, stored files or a buyer's quote.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          {
            not: {
              href_matches: [
                "/admin/*",
                "/api/*",
                "/portal/*",
                "/*/portal/*",
                "/q/*",
                "/storage/*",
              ],
            },
          },
        ],
      },
      eagerness: "moderate",
    },
  ],
});

/** What the site's components read while they are written: the language, its texts and the path. */
export function SiteIntl({ site, path, children }: FrameProps) {
  return (
    <NextIntlClientProvider locale={site.locale} messages={site.messages} timeZone="UTC">
      <ClientIntlProvider locale={site.locale} messages={site.messages}>
        <PagePathProvider value={path}>{children}</PagePathProvider>
      </ClientIntlProvider>
    </NextIntlClientProvider>
  );
}

/**
 * A public page's whole document. The page is rendered on the server only: the providers give
 * its components their language and path while the HTML is written; nothing of React reaches
 * the browser, only the site's frame script and the page's behaviours (site-pages.tsx).
 */
export function Document({
  site,
  path,
  assets,
  page,
  children,
}: FrameProps & { assets: Assets; page: DocumentPage }) {
  const { tag, dir } = localeInfo(site.locale);
  // The page's behaviours' chunks are asked for with the frame's script, not once it has run.
  const preload = [...new Set(page.behaviours.flatMap((b) => assets.behaviours[b] ?? []))];
  // Only the rules this page's files can use (scripts/build/site.mjs); the build writes one per page.
  const styles = assets.styles[page.name];
  if (styles === undefined) throw new Error(`No stylesheet was built for the page ${page.name}`);
  return (
    <html
      lang={tag}
      dir={dir}
      {...attr(ATTR.locale, site.locale)}
      {...(page.behaviours.length ? attr(ATTR.behaviours, page.behaviours.join(" ")) : {})}
      {...(page.maps ? attr(ATTR.maps) : {})}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b0b12" />
        {/* A tab's icon is decoded on the page's own thread, after the load: a small one is cheap there. */}
        <link rel="icon" href="/icon-32.png" sizes="32x32" type="image/png" />
        <link rel="apple-touch-icon" href="/icon.png" />
        <style dangerouslySetInnerHTML={{ __html: styles }} />
        <script dangerouslySetInnerHTML={{ __html: storedFontScript(assets.font) }} />
        {assets.script ? <script type="module" src={assets.script} /> : null}
        {preload.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script
          type="speculationrules"

          dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
        />
      </head>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        <SiteIntl site={site} path={path}>
          {children}
        </SiteIntl>
        {/* Data, not script: the texts the pricing form reads when it is mounted. */}
        <script
          type="application/json"
          id="site-messages"
          dangerouslySetInnerHTML={{
            __html: JSON.stringify(clientMessages(site.messages)).replace(/</g, "\\u003c"),
          }}
        />
      </body>
    </html>
  );
}

/** A whole page's HTML, as the browser gets it: the doctype, then the rendered document. */
export const documentHtml = (document: React.ReactElement) =>
  "<!DOCTYPE html>" + renderToString(document);
