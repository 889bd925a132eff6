import type { Metadata } from "next";
import { pageMetadata } from "@/modules/site/public/page-metadata";
import { Link } from "@/platform/i18n/link";
import { listCategories, listGames } from "@/modules/catalog/public/queries";
import {
  PAGE_SIZE,
  parseShopQuery,
  shopGames,
  shopHref,
  SORTS,
  type Sort,
} from "@/modules/catalog/public/shop-view";
import { buttonClass } from "@/ui/button";
import { cn } from "@/ui/cn";
import { pillClass } from "@/ui/pill";
import { GameCard } from "@/modules/catalog/public/game-card";
import { PageHero } from "@/modules/site/public/page-hero";
import { SectionError } from "@/modules/site/public/section-error";
import { attempt } from "@/platform/attempt";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/platform/i18n/page-locale";
import { EARLY } from "@/platform/app-start";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const [t, meta] = await Promise.all([getTranslations("Shop"), getTranslations("Meta")]);
  return pageMetadata({ title: t("title"), description: meta("shopDescription"), path: "/shop" });
}

/** A sort's label key in the Shop catalogue. */
const sortLabel = (sort: Sort) =>
  sort === "name" ? "sortName" : sort === "category" ? "sortCategory" : "sortNewest";

const pill = cn(pillClass, "transition-colors");

export default async function ShopPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const asked = parseShopQuery(await searchParams);
  const [t, common] = await Promise.all([getTranslations("Shop"), getTranslations("Common")]);
  const hero = (
    <PageHero
      title={t("title")}
      subtitle={t("subtitle")}
      crumbs={[{ name: common("home"), href: "/" }, { name: t("title") }]}
    />
  );
  const result = await attempt("Unable to load games", load);
  if (!result) {
    return (
      <>
        {hero}
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <SectionError message={t("loadFailed")} />
        </div>
      </>
    );
  }
  const { games, categories } = result.value;
  // A shared or typed link may differ in letter case from the category's name.
  const named = categories.find((c) => c.name.toLowerCase() === asked.category?.toLowerCase());
  const q = { ...asked, category: named?.name ?? asked.category };
  const shown = shopGames(games, q);
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const page = Math.min(q.page, pages);
  const pageGames = shown.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  // Every game is on this page: a category tapped before the app runs is shown in place.
  const inPlace = !q.category && pages === 1;
  const early = (attributes: Record<string, string>) => (inPlace ? attributes : {});
  const categoryCount = (c: (typeof categories)[number]): Record<string, string> => {
    const count = games.filter((g) => g.category === c.name).length;
    return count
      ? { [EARLY.value]: c.name, [EARLY.count]: t("countIn", { count, category: c.label }) }
      : {};
  };

  return (
    <>
      {hero}
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-center lg:justify-between">
          <nav
            aria-label={t("categories")}
            {...{ [EARLY.prefetch]: "" }}
            {...early({ [EARLY.filter]: "category" })}
          >
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  href={shopHref({ sort: q.sort })}
                  prefetch
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
                    // Fetched once the app runs, so a tap on a category answers without the network.
                    prefetch
                    aria-current={q.category === c.name ? "page" : undefined}
                    className={pill}
                    {...early(categoryCount(c))}
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
                    {...early({ [EARLY.follows]: "" })}
                  >
                    {t(sortLabel(s.value))}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p
          className="mt-8 text-sm text-slate-600"
          aria-live="polite"
          {...early({ [EARLY.countLine]: "" })}
          // Shown in place by a filter tapped while the app starts (the page is then replaced).
          suppressHydrationWarning
        >
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
          <ul
            className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
            {...early({ [EARLY.list]: "" })}
          >
            {pageGames.map((g, i) => (
              <li key={g.id} {...early({ [EARLY.value]: JSON.stringify([g.category]) })}>
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
    </>
  );
}

async function load() {
  const [games, categories] = await Promise.all([
    pageLocale().then(listGames),
    pageLocale().then(listCategories),
  ]);
  return { games, categories };
}
