import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { connection } from "next/server";
import "./globals.css";
import { SITE_KEYWORDS, SITE_NAME } from "@/platform/site";
import { config } from "@/platform/config";
import { AppReady } from "@/ui/app-ready";
import { DEFAULT_LOCALE, localeInfo } from "@/platform/i18n/locales";

const DESCRIPTION =
  "Premium arcade game machines for entertainment venues: racing, shooting, sports, redemption and rhythm games, installed and supported worldwide.";

// Inter's Latin subset, preloaded, with a fallback font sized to its metrics: the swap to the web
// font moves no text (no layout shift). Other scripts fall back to the system font.
const inter = localFont({
  src: "../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  variable: "--font-inter",
  adjustFontFallback: "Arial",
});

// Static (not generateMetadata) so the title is in the first HTML and set at once on client navigation.
const siteUrl = config().siteUrl;

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: SITE_NAME, template: `%s | ${SITE_NAME}` },
  description: DESCRIPTION,
  keywords: SITE_KEYWORDS,
  robots: { index: true, follow: true },
  openGraph: {
    type: "website",
    siteName: SITE_NAME,
    title: SITE_NAME,
    description: DESCRIPTION,
    images: ["/og-image.png"],
    url: siteUrl,
  },
  twitter: {
    card: "summary_large_image",
    title: SITE_NAME,
    description: DESCRIPTION,
    images: ["/og-image.png"],
  },
  icons: {
    icon: [{ url: "/icon-32.png", sizes: "32x32", type: "image/png" }],
    apple: "/icon.png",
  },
};

export const viewport: Viewport = { themeColor: "#0b0b12" };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page is rendered at request time, the built-in not-found page too: scripts carry the
  // request's CSP nonce (src/proxy.ts), which a page prerendered at build time could not. The
  // public site's pages are written by its own renderer (docs/decisions/019-public-site-renderer.md).
  await connection();
  // The back office is in English; the public site's pages have their own document.
  const { tag, dir } = localeInfo(DEFAULT_LOCALE);
  return (
    <html lang={tag} dir={dir} data-scroll-behavior="smooth" className={inter.variable}>
      <body className="min-h-screen bg-white font-sans text-slate-900 antialiased">
        {children}
        <AppReady />
      </body>
    </html>
  );
}
