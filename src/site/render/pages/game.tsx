import { useLocale, useTranslations } from "next-intl";
import { CheckPrice } from "@/modules/leads/public/check-price";
import type { GameDetail } from "@/modules/catalog/public/queries";
import { faqLd, productLd } from "@/modules/catalog/public/structured-data";
import { GameSections } from "@/modules/catalog/public/game-sections";
import { GameGallery } from "@/modules/catalog/public/lightbox";
import { RenderBlocks } from "@/modules/content/public/render-blocks";
import { Breadcrumb } from "@/modules/site/public/page-hero";
import { JsonLd } from "@/modules/site/public/json-ld";
import { ShareButtons } from "@/modules/site/public/share-buttons";
import { buttonClass } from "@/ui/button";
import { localePath } from "@/platform/i18n/locales";
import { Link } from "@/platform/i18n/link";
import { PageHead } from "../page-head";
import type { SiteFrame } from "../../page-props";

export type GamePageData = { game: GameDetail | null; failed: boolean };

/** A game's page, or what stands in for it when it does not exist or failed to load. */
export function GamePage({ site, game, failed }: GamePageData & { site: SiteFrame }) {
  const t = useTranslations("Game");
  if (game && !failed) return <Game game={game} site={site} />;
  const title = failed ? t("loadFailed") : t("notFound");
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 px-4 py-24 text-center">
      <PageHead title={title} description="" path="/shop" site={site} noindex />
      <h1 className="text-3xl font-bold">{title}</h1>
      {failed ? null : <p className="text-slate-600">{t("notFoundText")}</p>}
      <Link href="/shop" className={buttonClass("primary")}>
        {t("returnToShop")}
      </Link>
    </div>
  );
}

function Game({ game, site }: { game: GameDetail; site: SiteFrame }) {
  const t = useTranslations("Game");
  const common = useTranslations("Common");
  const shop = useTranslations("Shop");
  const locale = useLocale();
  const images = game.media
    .filter((m) => m.type === "image")
    .map((m) => ({ id: m.id, url: m.url }));
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageHead
        title={game.title}
        description={game.description.slice(0, 160)}
        path={`/shop/${game.id}`}
        image={game.mainImage ?? "/images/game-default.webp"}
        site={site}
      />
      <Breadcrumb
        tone="light"
        crumbs={[
          { name: common("home"), href: "/" },
          { name: shop("title"), href: "/shop" },
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
              url={`${site.siteUrl}${localePath(locale, `/shop/${game.id}`)}`}
              title={game.title}
            />
          </div>
          <RenderBlocks doc={game.richDescription} className="mt-8 text-slate-700" />
        </div>
      </div>
      <GameSections game={game} images={images} />
      <JsonLd data={productLd(site.siteUrl, game)} />
      {game.faqs.length > 0 ? <JsonLd data={faqLd(game.faqs)} /> : null}
    </article>
  );
}
