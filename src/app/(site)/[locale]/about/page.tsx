import type { Metadata } from "next";
import { pageMetadata } from "@/modules/site/public/page-metadata";
import { cache } from "react";
import { getAbout } from "@/modules/content/public/queries";
import { RenderBlocks } from "@/modules/content/public/render-blocks";
import { PageHero } from "@/modules/site/public/page-hero";
import { StateMessage } from "@/modules/site/public/state-message";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/platform/i18n/page-locale";

export const dynamic = "force-dynamic";

const DEFAULT_HERO = "/images/about-hero-default.webp";
const load = cache(async () => {
  try {
    return { about: await getAbout(await pageLocale()), failed: false };
  } catch (e) {
    // The driver's message holds SQL text: the visitor gets a product message, the log the detail.
    console.error("Failed to load about page", e);
    return { about: null, failed: true };
  }
});

export async function generateMetadata(): Promise<Metadata> {
  const { about } = await load();
  const t = await getTranslations("Meta");
  const title = about?.metaTitle || about?.title || t("aboutTitle");
  const description = about?.metaDescription || t("aboutDescription");
  return pageMetadata({
    title,
    description,
    path: "/about",
    image: about?.heroImage,
    absoluteTitle: true,
  });
}

export default async function AboutPage() {
  const { about, failed } = await load();
  const [t, common, meta] = await Promise.all([
    getTranslations("About"),
    getTranslations("Common"),
    getTranslations("Meta"),
  ]);
  if (!about) {
    return (
      <StateMessage
        title={t("oops")}
        message={failed ? t("loadFailed") : t("notFound")}
        action={{ href: "/", label: common("returnToHome") }}
      />
    );
  }
  return (
    <>
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
