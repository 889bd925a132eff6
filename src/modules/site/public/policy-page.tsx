import type { Metadata } from "next";
import { pageMetadata } from "@/modules/site/public/page-metadata";
import { getFooterByType } from "@/modules/content/public/queries";
import type { FooterType } from "@/modules/content/schema";
import { RenderBlocks } from "@/modules/content/public/render-blocks";
import { JsonLd } from "@/modules/site/public/json-ld";
import { PageHero } from "@/modules/site/public/page-hero";
import { StateMessage } from "@/modules/site/public/state-message";
import { SITE_NAME } from "@/platform/site";
import { config } from "@/platform/config";
import { getLocale, getTranslations } from "next-intl/server";
import { localeInfo, localePath } from "@/platform/i18n/locales";
import { pageLocale } from "@/platform/i18n/page-locale";

async function load(type: FooterType) {
  try {
    return { entry: await getFooterByType(type, await pageLocale()), failed: false };
  } catch (e) {
    // The driver's message holds SQL text: the visitor gets a product message, the log the detail.
    console.error(`Failed to load ${type} content`, e);
    return { entry: null, failed: true };
  }
}

export async function policyMetadata(type: FooterType): Promise<Metadata> {
  const { entry } = await load(type);
  const [footer, t] = await Promise.all([getTranslations("Footer"), getTranslations("Meta")]);
  const title = entry?.title ?? footer(type);
  // The fixed policy statement, in the page's language.
  const description = `${title} — ${t("policyText")}`;
  const meta = await pageMetadata({ title, description, path: `/${type}` });
  return entry ? meta : { ...meta, robots: { index: false } };
}

export async function PolicyPage({ type }: { type: FooterType }) {
  const { entry, failed } = await load(type);
  const [t, common, meta, locale] = await Promise.all([
    getTranslations("Policy"),
    getTranslations("Common"),
    getTranslations("Meta"),
    getLocale(),
  ]);
  if (!entry)
    return (
      <StateMessage
        message={failed ? t("loadFailed") : t("notFound")}
        action={{ href: "/", label: common("returnToHome") }}
      />
    );
  const siteUrl = config().siteUrl;
  return (
    <>
      <PageHero
        title={entry.title}
        crumbs={[{ name: common("home"), href: "/" }, { name: entry.title }]}
      />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <RenderBlocks doc={entry.content} className="text-lg text-slate-700" />
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebPage",
          name: entry.title,
          url: `${siteUrl}${localePath(locale, `/${type}`)}`,
          description: meta("policyText"),
          inLanguage: localeInfo(locale).tag,
          publisher: { "@type": "Organization", name: SITE_NAME },
        }}
      />
    </>
  );
}
