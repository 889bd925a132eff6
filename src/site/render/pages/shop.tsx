import { useTranslations } from "next-intl";
import type { GameCard as Game, PublicCategory } from "@/modules/catalog/public/queries";
import {
  PAGE_SIZE,
  shopGames,
  shopHref,
  SORTS,
  type ShopQuery,
  type Sort,
} from "@/modules/catalog/public/shop-view";
import { GameCard } from "@/modules/catalog/public/game-card";
import { PageHero } from "@/modules/site/public/page-hero";
import { Link } from "@/platform/i18n/link";
import { buttonClass } from "@/ui/button";
import { cn } from "@/ui/cn";
import { pillClass } from "@/ui/pill";
import { PageHead } from "../page-head";
import { SectionError } from "../section-error";
import { lazyCard } from "../lazy-card";
import type { SiteFrame } from "../../page-props";
import { ATTR, attr } from "@/platform/site-attributes";

/** The games and categories in the page's language, or null when they could not be read. */
export type ShopPageData = {
  asked: ShopQuery;
  catalog: { games: Game[]; categories: PublicCategory[] } | null;
};

/** A sort's label key in the Shop catalogue. */
const sortLabel = (sort: Sort) =>
  sort === "name" ? "sortName" : sort === "category" ? "sortCategory" : "sortNewest";

const pill = cn(pillClass, "transition-colors");

/**
 * The shop: category filter, sort and pages are links (the URL is the state), the count, the
 * games of the page, an empty state with View All, and a failure state when the games could not
 * be read.
 */
export function ShopPage({ site, asked, catalog }: ShopPageData & { site: SiteFrame }) {
  const t = useTranslations("Shop");
  const common = useTranslations("Common");
  const meta = useTranslations("Meta");
  const head = (
    <>
      <PageHead title={t("title")} description={meta("shopDescription")} path="/shop" site={site} />
      <PageHero
        title={t("title")}
        subtitle={t("subtitle")}
        crumbs={[{ name: common("home"), href: "/" }, { name: t("title") }]}
      />
    </>
  );
  if (!catalog) {
    return (
      <>
        {head}
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <SectionError message={t("loadFailed")} />
        </div>
      </>
    );
  }
  return (
    <>
      {head}
      <ShopList asked={asked} catalog={catalog} />
    </>
  );
}

/**
 * The shop's list region: its filters, count, games and pages. A filter link's fetch asks for this
 * alone (src/site-client/list-links.ts).
 */
export function ShopList({
  asked,
  catalog,
}: {
  asked: ShopQuery;
  catalog: NonNullable<ShopPageData["catalog"]>;
}) {
  const t = useTranslations("Shop");
  const { games, categories } = catalog;
  // A shared or typed link may differ in letter case from the category's name.
  const named = categories.find((c) => c.name.toLowerCase() === asked.category?.toLowerCase());
  const q = { ...asked, category: named?.name ?? asked.category };
  const shown = shopGames(games, q);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const page = Math.min(q.page, pages);
  const pageGames = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <div {...attr(ATTR.listRegion)} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label={t("categories")} {...attr(ATTR.listFilters)}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link
                href={shopHref({ sort: q.sort })}
                aria-current={!q.category ? "page" : undefined}
                className={pill}
              >
                {t("all")}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  href={shopHref({ category: c.name, sort: q.sort })}
                  aria-current={q.category === c.name ? "page" : undefined}
                  className={pill}
                >
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("sort")} className="flex flex-wrap items-center gap-2">
          <span className="text-sm whitespace-nowrap text-slate-500">{t("sortBy")}</span>
          <ul className="flex flex-wrap gap-2">
            {SORTS.map((s) => (
              <li key={s.value}>
                <Link
                  href={shopHref({ category: q.category, sort: s.value })}
                  aria-current={q.sort === s.value ? "true" : undefined}
                  className={pill}
                >
                  {t(sortLabel(s.value))}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mt-8 text-sm text-slate-600" aria-live="polite">
        {q.category
          ? t("countIn", { count: shown.length, category: named?.label ?? q.category })
          : t("count", { count: shown.length })}
      </p>
      {shown.length === 0 ? (
        <div className="mt-8 flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
          <p className="text-lg text-slate-700">{t("empty")}</p>
          <Link href="/shop" className={buttonClass("primary")}>
            {t("viewAll")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pageGames.map((g, i) => (
            <li key={g.id} className={lazyCard(i)}>
              <GameCard game={g} priority={i === 0} headingLevel="h2" />
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t("pages")} className="mt-10 flex justify-center">
          <ul className="flex gap-2">
            {Array.from({ length: pages }, (_, i) => i + 1).map((p) => (
              <li key={p}>
                <Link
                  href={shopHref({ ...q, page: p })}
                  aria-current={p === page ? "page" : undefined}
                  className={pill}
                >
                  {p}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
