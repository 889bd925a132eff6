import type { Metadata } from "next";
import Image from "next/image";
import { pageMetadata } from "@/modules/site/public/page-metadata";
import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { listFeaturedGames } from "@/modules/catalog/public/queries";
import { listLogos, listTestimonials } from "@/modules/content/public/queries";
import { buttonClass } from "@/ui/button";
import { GameCard } from "@/modules/catalog/public/game-card";
import { LogoStrip } from "@/modules/site/public/logo-strip";
import { SectionError } from "@/modules/site/public/section-error";
import { TestimonialCarousel } from "@/modules/site/public/testimonial-carousel";
import { attempt } from "@/platform/attempt";
import { NotCached } from "@/ui/not-cached";

export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "Premium Arcade Machines for Your Entertainment Venue",
  description:
    "Premium arcade game machines for entertainment venues: racing, shooting, sports, redemption and rhythm games, installed and supported worldwide.",
  path: "/",
});

export default function HomePage() {
  return (
    <>
      <section className="relative isolate overflow-hidden bg-ink-900 text-white">
        <Image
          src="/images/hero.webp"
          alt=""
          fill
          preload
          fetchPriority="high"
          sizes="100vw"
          className="-z-10 object-cover opacity-40"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink-900 via-ink-900/80 to-transparent" />
        <div className="mx-auto max-w-7xl px-4 py-24 sm:px-6 sm:py-32 lg:py-40">
          <p className="text-sm font-semibold tracking-[0.2em] text-brand-400 uppercase">
            Designed, built and supported by us
          </p>
          <h1 className="mt-4 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
            Premium Arcade Machines for Your Entertainment Venue
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">
            Racing, shooting, sports, redemption and rhythm games that earn from day one —
            delivered, installed and backed by our own technicians.
          </p>
          <div className="mt-10 flex flex-wrap gap-4">
            <Link href="/shop" className={buttonClass("primary", "lg")}>
              Browse Games <ArrowRight className="h-5 w-5" aria-hidden />
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-3xl font-bold tracking-tight">
            Featured Games
          </h2>
          <Link href="/shop" className="font-semibold text-brand-700 hover:underline">
            View all games
          </Link>
        </div>
        <div className="mt-8">
          <FeaturedGames />
        </div>
      </section>

      {/* Rendered whole, not streamed: the page is kept rendered (docs/decisions/014), and
          skeletons swapped for sections of another height would shift the page as it loads. */}
      <Testimonials />

      <Logos />

      <section className="bg-gradient-to-br from-brand-700 to-orange-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-3xl font-bold">Ready to upgrade your venue?</h2>
            <p className="mt-2 text-orange-100">
              Tell us about your space and we will recommend the games that earn the most.
            </p>
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
              Contact Us
            </Link>
            <Link
              href="/shop"
              className={buttonClass(
                "ghost",
                "lg",
                "border border-white/70 text-white hover:bg-white/10",
              )}
            >
              Explore the Shop
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

async function FeaturedGames() {
  const result = await attempt("Failed to load featured games", listFeaturedGames);
  if (!result) return <SectionError message="Failed to load featured games" />;
  if (result.value.length === 0)
    return <p className="text-slate-600">New games are coming soon.</p>;
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {result.value.slice(0, 3).map((g) => (
        <GameCard key={g.id} game={g} />
      ))}
    </div>
  );
}

async function Testimonials() {
  const items = await listTestimonials().catch((e: unknown) => {
    console.error("Failed to load testimonials", e);
    return null;
  });
  if (!items) return <NotCached />;
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="stories-heading" className="bg-ink-900 py-20 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="stories-heading" className="text-center text-3xl font-bold tracking-tight">
          Our Success Stories
        </h2>
        <div className="mt-10">
          <TestimonialCarousel items={items} />
        </div>
      </div>
    </section>
  );
}

function LogosSection({ children }: { children: React.ReactNode }) {
  return (
    <section aria-labelledby="logos-heading" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="logos-heading" className="text-center text-2xl font-bold tracking-tight">
          Trusted by Industry Leaders
        </h2>
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

async function Logos() {
  const result = await attempt("Failed to load client logos", listLogos);
  if (!result) {
    return (
      <LogosSection>
        <SectionError message="Failed to load client logos" />
      </LogosSection>
    );
  }
  if (result.value.length === 0) return null;
  return (
    <LogosSection>
      <LogoStrip logos={result.value} />
    </LogosSection>
  );
}
