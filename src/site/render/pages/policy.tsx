import { useLocale, useTranslations } from "next-intl";
import type { PublicFooter } from "@/modules/content/public/queries";
import type { FooterType } from "@/modules/content/schema";
import { RenderBlocks } from "@/modules/content/public/render-blocks";
import { JsonLd } from "@/modules/site/public/json-ld";
import { PageHero } from "@/modules/site/public/page-hero";
import { StateMessage } from "@/modules/site/public/state-message";
import { SITE_NAME } from "@/platform/site";
import { localeInfo, localePath } from "@/platform/i18n/locales";
import { PageHead } from "../page-head";
import type { SiteFrame } from "../../page-props";

export type PolicyPageData = { type: FooterType; entry: PublicFooter | null; failed: boolean };

/** A policy page (warranty, shipping, support, FAQ): the owner's content under its title. */
export function PolicyPage({ site, type, entry, failed }: PolicyPageData & { site: SiteFrame }) {
  const t = useTranslations("Policy");
  const footer = useTranslations("Footer");
  const common = useTranslations("Common");
  const meta = useTranslations("Meta");
  const locale = useLocale();
  const title = entry?.title ?? footer(type);
  const head = (
    <PageHead
      title={title}
      description={`${title} — ${meta("policyText")}`}
      path={`/${type}`}
      site={site}
      noindex={!entry}
    />
  );
  if (!entry)
    return (
      <>
        {head}
        <StateMessage
          message={failed ? t("loadFailed") : t("notFound")}
          action={{ href: "/", label: common("returnToHome") }}
        />
      </>
    );
  return (
    <>
      {head}
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
          url: `${site.siteUrl}${localePath(locale, `/${type}`)}`,
          description: meta("policyText"),
          inLanguage: localeInfo(site.locale).tag,
          publisher: { "@type": "Organization", name: SITE_NAME },
        }}
      />
    </>
  );
}
