import { useTranslations } from "next-intl";
import type { PublicAbout } from "@/modules/content/public/queries";
import { RenderBlocks } from "@/modules/content/public/render-blocks";
import { PageHero } from "@/modules/site/public/page-hero";
import { StateMessage } from "@/modules/site/public/state-message";
import { PageHead } from "../page-head";
import type { SiteFrame } from "../../page-props";

export type AboutPageData = { about: PublicAbout | null; failed: boolean };

const DEFAULT_HERO = "/images/about-hero-default.webp";

/** The about page: hero, breadcrumb and the owner's content. */
export function AboutPage({ site, about, failed }: AboutPageData & { site: SiteFrame }) {
  const t = useTranslations("About");
  const common = useTranslations("Common");
  const meta = useTranslations("Meta");
  const head = (
    <PageHead
      title={about?.metaTitle || about?.title || meta("aboutTitle")}
      absoluteTitle
      description={about?.metaDescription || meta("aboutDescription")}
      path="/about"
      image={about?.heroImage}
      site={site}
      noindex={!about}
    />
  );
  if (!about)
    return (
      <>
        {head}
        <StateMessage
          title={t("oops")}
          message={failed ? t("loadFailed") : t("notFound")}
          action={{ href: "/", label: common("returnToHome") }}
        />
      </>
    );
  return (
    <>
      {head}
      <PageHero
        title={about.heroTitle || about.title}
        subtitle={about.heroSubtitle || meta("aboutDescription")}
        image={about.heroImage || DEFAULT_HERO}
        crumbs={[{ name: common("home"), href: "/" }, { name: t("title") }]}
      />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <RenderBlocks doc={about.content} className="text-lg text-slate-700" />
      </div>
    </>
  );
}
