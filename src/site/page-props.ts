import type { Locale } from "@/platform/i18n/locales";
import type { PublicFooter } from "@/modules/content/public/queries";
import type { PublicContact } from "@/modules/contact/public/queries";
import type { LanguageOffer } from "@/modules/site/public/language-offers";

/** What every public page's server render gets besides its own data (src/site/load-site.ts). */
export type SiteFrame = {
  locale: Locale;
  messages: Record<string, unknown>;
  online: boolean;
  footer: PublicFooter[] | null;
  footerText: string | null;
  contact: PublicContact | null;
  offers: LanguageOffer[];
  vitalsSampleRate: number;
  siteUrl: string;
  enabled: Locale[];
};

/** What the parts around a page's content take: the frame, the page's path and that content. */
export type FrameProps = { site: SiteFrame; path: string; children: React.ReactNode };
