import type { Metadata } from "next";
import { pageMetadata } from "@/modules/site/public/page-metadata";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CheckPrice } from "@/modules/leads/public/check-price";
import { getGame, type GameDetail } from "@/modules/catalog/public/queries";
import { faqLd, productLd } from "@/modules/catalog/public/structured-data";
import { GameSections } from "@/modules/catalog/public/game-sections";
import { RenderBlocks } from "@/modules/content/public/render-blocks";
import { config } from "@/platform/config";
import { SectionError } from "@/modules/site/public/section-error";
import { Breadcrumb } from "@/modules/site/public/page-hero";
import { GameGallery } from "@/modules/catalog/public/lightbox";
import { JsonLd } from "@/modules/site/public/json-ld";
import { ShareButtons } from "@/modules/site/public/share-buttons";
import { buttonClass } from "@/ui/button";
import { getLocale, getTranslations } from "next-intl/server";
import { localePath } from "@/platform/i18n/locales";
import { Link } from "@/platform/i18n/link";
import { pageLocale } from "@/platform/i18n/page-locale";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ id: string }> };

const load = cache(async (id: string): Promise<{ game: GameDetail | null; failed: boolean }> => {
  try {
    return { game: await getGame(id, undefined, await pageLocale()), failed: false };
  } catch (e) {
    console.error("Failed to load game", e);
    return { game: null, failed: true };
  }
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { id } = await params;
  const { game, failed } = await load(id);
  if (!game) {
    const t = await getTranslations("Game");
    return { title: failed ? t("loadFailed") : t("notFound"), robots: { index: false } };
  }
  const image = game.mainImage ?? "/images/game-default.webp";
  const description = game.description.slice(0, 160);
  return pageMetadata({ title: game.title, description, path: `/shop/${game.id}`, image });
}

export default async function GamePage({ params }: Params) {
  const { id } = await params;
  const { game, failed } = await load(id);
  const [t, common, locale] = await Promise.all([
    getTranslations("Game"),
    getTranslations("Common"),
    getLocale(),
  ]);
  if (failed) {
    return (
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-24 text-center sm:px-6">
        <SectionError message={t("loadFailed")} />
        <Link href="/shop" className={buttonClass("primary")}>
          {t("returnToShop")}
        </Link>
      </div>
    );
  }
  if (!game) notFound();
  const siteUrl = config().siteUrl;
  const images = game.media
    .filter((m) => m.type === "image")
    .map((m) => ({ id: m.id, url: m.url }));
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <Breadcrumb
        tone="light"
        crumbs={[
          { name: common("home"), href: "/" },
          { name: (await getTranslations("Shop"))("title"), href: "/shop" },
          { name: game.title },
        ]}
      />
      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <GameGallery images={images} title={game.title} />
        <div>
          <span className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-700">
            {game.categoryLabel}
          </span>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-slate-900">
            {game.title}
          </h1>
          <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
            <div className="flex gap-1">
              <dt>{t("warranty")}</dt>
              <dd className="font-medium text-slate-900">
                {t("warrantyYears", { years: game.warrantyYears })}
              </dd>
            </div>
            {game.powerRequirements ? (
              <div className="flex gap-1">
                <dt>{t("power")}</dt>
                <dd className="font-medium text-slate-900">{game.powerRequirements}</dd>
              </div>
            ) : null}
          </dl>
          <div className="mt-6 flex flex-wrap items-center gap-6">
            <CheckPrice gameId={game.id} gameTitle={game.title} />
            <ShareButtons
              url={`${siteUrl}${localePath(locale, `/shop/${game.id}`)}`}
              title={game.title}
            />
          </div>
          <RenderBlocks doc={game.richDescription} className="mt-8 text-slate-700" />
        </div>
      </div>
      <GameSections game={game} images={images} />
      <JsonLd data={productLd(siteUrl, game)} />
      {game.faqs.length > 0 ? <JsonLd data={faqLd(game.faqs)} /> : null}
    </article>
  );
}
