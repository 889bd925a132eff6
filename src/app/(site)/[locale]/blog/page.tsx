import type { Metadata } from "next";
import { pageMetadata } from "@/modules/site/public/page-metadata";
import { FallbackImage } from "@/ui/fallback-image";
import { Link } from "@/platform/i18n/link";
import { listPosts, type PublicPost } from "@/modules/content/public/queries";
import { pillClass } from "@/ui/pill";
import { attempt } from "@/platform/attempt";
import { excerpt } from "@/modules/content/public/format";
import { PageHero } from "@/modules/site/public/page-hero";
import { SectionError } from "@/modules/site/public/section-error";
import { getFormatter, getTranslations } from "next-intl/server";
import { pageLocale } from "@/platform/i18n/page-locale";
import { EARLY } from "@/platform/app-start";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const [t, meta] = await Promise.all([getTranslations("Blog"), getTranslations("Meta")]);
  return pageMetadata({ title: t("title"), description: meta("blogDescription"), path: "/blog" });
}

export default async function BlogPage({
  searchParams,
}: {
  searchParams: Promise<{ tag?: string | string[] }>;
}) {
  const raw = (await searchParams).tag;
  const tag = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
  const [t, common, format] = await Promise.all([
    getTranslations("Blog"),
    getTranslations("Common"),
    getFormatter(),
  ]);
  const crumbs = [{ name: common("home"), href: "/" }, { name: t("title") }];
  const result = await attempt("Failed to load blog posts", async () =>
    listPosts(undefined, await pageLocale()),
  );
  if (!result) {
    return (
      <>
        <PageHero title={t("title")} crumbs={crumbs} />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <SectionError message={t("loadFailed")} />
        </div>
      </>
    );
  }
  const all: PublicPost[] = result.value;
  const tags = [...new Set(all.flatMap((p) => p.metaTags))].sort();
  const posts = tag ? all.filter((p) => p.metaTags.includes(tag)) : all;
  // Every post is on this page: a tag tapped before the app runs is shown in place.
  const early = (attributes: Record<string, string>) => (tag ? {} : attributes);
  return (
    <>
      <PageHero title={t("title")} subtitle={t("subtitle")} crumbs={crumbs} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {all.length > 0 ? (
          <nav
            aria-label={t("tags")}
            {...{ [EARLY.prefetch]: "" }}
            {...early({ [EARLY.filter]: "tag" })}
          >
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link
                  href="/blog"
                  prefetch
                  aria-current={!tag ? "page" : undefined}
                  className={pillClass}
                >
                  {t("allPosts")}
                </Link>
              </li>
              {tags.map((t) => (
                <li key={t}>
                  <Link
                    href={`/blog?tag=${encodeURIComponent(t)}`}
                    // Fetched once the app runs, so a tap on a tag answers without the network.
                    prefetch
                    aria-current={tag === t ? "page" : undefined}
                    className={pillClass}
                    {...early({ [EARLY.value]: t })}
                  >
                    {t}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {posts.length === 0 ? (
          <p className="mt-12 text-center text-lg text-slate-600">
            {tag ? t("noPostsWithTag", { tag }) : t("noPosts")}
          </p>
        ) : (
          <ul
            className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3"
            {...early({ [EARLY.list]: "" })}
          >
            {posts.map((p, i) => (
              <li key={p.id} {...early({ [EARLY.value]: JSON.stringify(p.metaTags) })}>
                <Link
                  href={`/blog/${p.id}`}
                  className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg"
                >
                  <div className="relative aspect-[16/9] bg-ink-800">
                    <FallbackImage
                      src={p.featuredImage}
                      alt=""
                      priority={i === 0}
                      missingText={common("noImage")}
                      sizes="(min-width: 1024px) 400px, 100vw"
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-5">
                    <time dateTime={p.publishDate} className="text-sm text-slate-500">
                      {format.dateTime(new Date(p.publishDate), { dateStyle: "long" })}
                    </time>
                    <h2 className="mt-2 text-lg font-semibold text-slate-900 group-hover:text-brand-700">
                      {p.title}
                    </h2>
                    <p className="mt-2 line-clamp-3 text-sm text-slate-600">{excerpt(p.content)}</p>
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
