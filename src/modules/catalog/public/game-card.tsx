import { Link } from "@/platform/i18n/link";
import { ArrowRight, Star } from "lucide-react";
import type { GameCard as Game } from "@/modules/catalog/public/queries";
import { FallbackImage } from "@/ui/fallback-image";
import { useTranslations } from "next-intl";

export function GameCard({
  game,
  priority = false,
  headingLevel = "h3",
}: {
  game: Game;
  priority?: boolean;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel;
  const t = useTranslations("GameCard");
  const common = useTranslations("Common");
  return (
    <Link
      href={`/shop/${game.id}`}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
    >
      <div className="relative aspect-[4/3] bg-ink-800">
        <FallbackImage
          src={game.mainImage}
          alt={game.title}
          priority={priority}
          missingText={common("noImage")}
          sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        />
        {game.featured ? (
          <span className="absolute start-3 top-3 inline-flex items-center gap-1 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-semibold text-white shadow">
            <Star className="h-3 w-3" aria-hidden /> {t("featured")}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading
          dir="auto"
          className="text-lg font-semibold text-slate-900 group-hover:text-brand-700 rtl:text-right"
        >
          {game.title}
        </Heading>
        <p className="mt-1 text-sm font-medium text-brand-700">{game.categoryLabel}</p>
        <p dir="auto" className="mt-2 line-clamp-2 text-sm text-slate-600 rtl:text-right">
          {game.description}
        </p>
        <span className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-slate-900">
          {t("viewDetails")}{" "}
          <ArrowRight
            className="h-4 w-4 transition group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
            aria-hidden
          />
        </span>
      </div>
    </Link>
  );
}
