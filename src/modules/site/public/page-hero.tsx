import Image from "next/image";
import { imageSource } from "@/ui/image-source";
import { Link } from "@/platform/i18n/link";
import { ChevronRight } from "lucide-react";
import { JsonLd } from "./json-ld";
import { breadcrumbLd } from "./structured-data";
import { config } from "@/platform/config";
import { useLocale, useTranslations } from "next-intl";
import { localePath } from "@/platform/i18n/locales";

export type Crumb = { name: string; href?: string };

export function Breadcrumb({
  crumbs,
  tone = "dark",
}: {
  crumbs: Crumb[];
  tone?: "dark" | "light";
}) {
  const t = useTranslations("Common");
  const locale = useLocale();
  return (
    <>
      <JsonLd
        data={breadcrumbLd(
          config().siteUrl,
          crumbs.map((c) => ({ name: c.name, path: c.href && localePath(locale, c.href) })),
        )}
      />
      <nav aria-label={t("breadcrumb")}>
        <ol
          className={`flex flex-wrap items-center gap-1 text-sm ${tone === "dark" ? "text-slate-300" : "text-slate-500"}`}
        >
          {crumbs.map((c, i) => (
            <li key={i} className="flex items-center gap-1">
              {i > 0 ? (
                <ChevronRight className="h-4 w-4 opacity-60 rtl:-scale-x-100" aria-hidden />
              ) : null}
              {c.href ? (
                <Link href={c.href} className="hover:underline">
                  {c.name}
                </Link>
              ) : (
                <span
                  aria-current="page"
                  className={tone === "dark" ? "text-white" : "text-slate-900"}
                >
                  {c.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </>
  );
}

/** The dark banner at the top of inner pages, with breadcrumb. */
export function PageHero({
  title,
  subtitle,
  crumbs,
  image,
}: {
  title: string;
  subtitle?: string | null;
  crumbs: Crumb[];
  image?: string | null;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-ink-900 text-white">
      {image ? (
        <Image
          {...imageSource(image)}
          alt=""
          fill
          preload
          fetchPriority="high"
          sizes="100vw"
          className="-z-10 object-cover opacity-35"
        />
      ) : null}
      <div className="absolute inset-0 -z-10 bg-gradient-to-br from-ink-900 via-ink-900/85 to-brand-700/30" />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20">
        <Breadcrumb crumbs={crumbs} />
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {subtitle ? <p className="mt-4 max-w-2xl text-lg text-slate-200">{subtitle}</p> : null}
      </div>
    </section>
  );
}
