import Image from "next/image";
import { ArrowRight } from "lucide-react";
import { useTranslations } from "next-intl";
import type { GameCard as Game } from "@/modules/catalog/public/queries";
import type { PublicLogo, PublicTestimonial } from "@/modules/content/public/queries";
import { GameCard } from "@/modules/catalog/public/game-card";
import { LogoStrip } from "@/modules/site/public/logo-strip";
import { TestimonialCarousel } from "@/modules/site/public/testimonial-carousel";
import { Link } from "@/platform/i18n/link";
import { buttonClass } from "@/ui/button";
import { cn } from "@/ui/cn";
import { BELOW_FOLD } from "@/ui/below-fold";
import { PageHead } from "../page-head";
import { SectionError } from "../section-error";
import type { SiteFrame } from "../../page-props";

/** Each section's read; null where it failed (the section says so, or is left out). */
export type HomePageData = {
  featured: Game[] | null;
  testimonials: PublicTestimonial[] | null;
  logos: PublicLogo[] | null;
};

/** The home page: hero, featured games, stories, client logos and the call to action. */
export function HomePage({
  site,
  featured,
  testimonials,
  logos,
}: HomePageData & { site: SiteFrame }) {
  const t = useTranslations("Home");
  const meta = useTranslations("Meta");
  return (
    <>
      <PageHead
        title={meta("homeTitle")}
        description={meta("siteDescription")}
        path="/"
        site={site}
      />
      <section className="relative isolate overflow-hidden bg-ink-900 text-white">
        {/* The page's largest paint: asked for first. */}
        <Image
          src="/images/hero.webp"
          alt=""
          fill
          preload
          fetchPriority="high"
          sizes="100vw"
          className="-z-10 object-cover opacity-40"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-900 via-ink-900/80 to-transparent rtl:bg-gradient-to-l" />
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32 lg:py-40">
          <p className="text-sm font-semibold tracking-[0.2em] text-brand-400 uppercase">
            {t("eyebrow")}
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            {t("headline")}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">{t("intro")}</p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link href="/shop" className={buttonClass("primary", "lg")}>
              {t("browse")} <ArrowRight className="h-5 w-5 rtl:-scale-x-100" aria-hidden />
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
            {t("featured")}
          </h2>
          <Link href="/shop" className="font-semibold text-brand-700 hover:underline">
            {t("viewAll")}
          </Link>
        </div>
        <div className="mt-8">
          <FeaturedGames games={featured} />
        </div>
      </section>

      <Testimonials items={testimonials} />

      <Logos logos={logos} />

      <section
        className={cn("bg-gradient-to-br from-brand-700 to-orange-900 text-white", BELOW_FOLD.band)}
      >
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-3xl font-bold">{t("ctaTitle")}</h2>
            <p className="mt-2 text-orange-100">{t("ctaText")}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link
              href="/contact"
              className={buttonClass(
                "secondary",
                "lg",
                "border-white bg-white text-ink-900 hover:bg-orange-50",
              )}
            >
              {t("contactUs")}
            </Link>
            <Link
              href="/shop"
              className={buttonClass(
                "ghost",
                "lg",
                "border border-white/70 text-white hover:bg-white/10",
              )}
            >
              {t("exploreShop")}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function FeaturedGames({ games }: { games: Game[] | null }) {
  const t = useTranslations("Home");
  if (!games) return <SectionError message={t("featuredFailed")} />;
  if (games.length === 0) return <p className="text-slate-600">{t("comingSoon")}</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {games.slice(0, 3).map((g) => (
        <GameCard key={g.id} game={g} />
      ))}
    </div>
  );
}

/** Left out when there are none, or when they could not be read (the rest of the page stands). */
function Testimonials({ items }: { items: PublicTestimonial[] | null }) {
  const t = useTranslations("Home");
  if (!items || items.length === 0) return null;
  return (
    <section
      aria-labelledby="stories-heading"
      className={cn("bg-ink-900 py-20 text-white", BELOW_FOLD.section)}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="stories-heading" className="text-center text-3xl font-bold tracking-tight">
          {t("stories")}
        </h2>
        <div className="mt-10">
          <TestimonialCarousel items={items} />
        </div>
      </div>
    </section>
  );
}

function LogosSection({ children }: { children: React.ReactNode }) {
  const t = useTranslations("Home");
  return (
    <section aria-labelledby="logos-heading" className={cn("bg-slate-50 py-16", BELOW_FOLD.band)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="logos-heading" className="text-center text-2xl font-bold tracking-tight">
          {t("trusted")}
        </h2>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

function Logos({ logos }: { logos: PublicLogo[] | null }) {
  const t = useTranslations("Home");
  if (!logos)
    return (
      <LogosSection>
        <SectionError message={t("logosFailed")} />
      </LogosSection>
    );
  if (logos.length === 0) return null;
  return (
    <LogosSection>
      <LogoStrip logos={logos} />
    </LogosSection>
  );
}
