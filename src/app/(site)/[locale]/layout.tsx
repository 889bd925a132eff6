import { SiteFooter } from "@/modules/site/public/site-footer";
import { SiteHeader } from "@/modules/site/public/site-header";
import { ScrollToTop } from "@/modules/site/public/scroll-to-top";
import { JsonLd } from "@/modules/site/public/json-ld";
import { ConnectionFailed } from "@/modules/site/public/connection-failed";
import { organizationLd } from "@/modules/site/public/structured-data";
import { checkConnection } from "@/modules/site/server/connection-check";
import { VitalsBeacon } from "@/modules/vitals/public/vitals-beacon";
import { config } from "@/platform/config";
import { VisitSourceRecorder } from "@/modules/leads/public/visit-source-recorder";
import { notFound } from "next/navigation";
import { ClientIntlProvider } from "@/platform/i18n/client";
import { getMessages, getTranslations, setRequestLocale } from "next-intl/server";
import { isLocale, localeInfo } from "@/platform/i18n/locales";
import { LanguageNotice } from "@/modules/site/public/language-notice";
import { clientMessages } from "@/platform/i18n/client-messages";
import { enabledLocales } from "@/modules/site/server/languages";
import { languageOffers } from "@/modules/site/server/language-offers";

// A passed check is trusted briefly: cached pages need no database, and under load one check per
// couple of seconds is enough. A failed check is never remembered, so Try Again asks again.
const TRUST_MS = 2000;
let trustedUntil = 0;

/** The connection check comes first; without a database the page says so once, not per section. */
async function connected(): Promise<boolean> {
  if (Date.now() < trustedUntil) return true;
  try {
    await checkConnection();
    trustedUntil = Date.now() + TRUST_MS;
    return true;
  } catch (e) {
    console.error("Unable to connect to the server", e);
    return false;
  }
}

export default async function SiteLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  // The connection check comes first: without the database the owner's
  // choice of languages cannot be read, and the page says the connection failed instead.
  const online = await connected();
  const enabled = online ? await enabledLocales().catch(() => null) : null;
  // A language the owner turned off is not a page.
  if (enabled && !enabled.includes(locale)) notFound();
  setRequestLocale(locale);
  const [messages, t] = await Promise.all([getMessages(), getTranslations("Common")]);
  return (
    // Only this language's texts for the client components reach the browser.
    <ClientIntlProvider locale={locale} messages={clientMessages(messages)}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 text-ink-900 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
        >
          {t("skipToContent")}
        </a>
        <ScrollToTop />
        <VisitSourceRecorder />
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {online ? children : <ConnectionFailed />}
        </main>
        {online ? <SiteFooter /> : null}
        <JsonLd data={organizationLd(config().siteUrl)} />
        <LanguageNotice
          current={locale}
          currentTag={localeInfo(locale).tag}
          offers={await languageOffers((enabled ?? []).filter((l) => l !== locale))}
        />
        <VitalsBeacon sampleRate={config().VITALS_SAMPLE_RATE} />
      </div>
    </ClientIntlProvider>
  );
}
