import { useTranslations } from "next-intl";
import { SiteHeader } from "@/modules/site/public/site-header";
import { SiteFooterView } from "@/modules/site/public/site-footer-view";
import { ConnectionFailedView } from "./connection-failed";
import { JsonLd } from "@/modules/site/public/json-ld";
import { organizationLd } from "@/modules/site/public/structured-data";
import { LanguageOffers } from "@/modules/site/public/language-offers";
import { localeInfo } from "@/platform/i18n/locales";
import type { FrameProps } from "../page-props";
import { ATTR, attr } from "@/platform/site-attributes";

/**
 * Every public page's frame: skip link, header, the page, footer, the organisation's JSON-LD and
 * the language offer. Offline (no database), the page says so once instead of its content.
 */
export function SiteShell({ site, children }: FrameProps) {
  const t = useTranslations("Common");
  return (
    <div
      className="flex min-h-screen flex-col"
      {...attr(ATTR.vitalsSample, site.vitalsSampleRate)}
      {...attr(ATTR.locale, site.locale)}
    >
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 text-ink-900 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {site.online ? children : <ConnectionFailedView />}
      </main>
      {site.online ? (
        <SiteFooterView
          footer={site.footer}
          footerText={site.footerText}
          contact={site.contact}
          languages={site.enabled}
          current={site.locale}
        />
      ) : null}
      <JsonLd data={organizationLd(site.siteUrl)} />
      <LanguageOffers
        current={site.locale}
        currentTag={localeInfo(site.locale).tag}
        offers={site.offers}
      />
    </div>
  );
}
