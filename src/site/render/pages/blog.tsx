import { useFormatter, useTranslations } from "next-intl";
import type { PublicPost } from "@/modules/content/public/queries";
import { excerpt } from "@/modules/content/public/format";
import { PageHero } from "@/modules/site/public/page-hero";
import { FallbackImage } from "@/ui/fallback-image";
import { pillClass } from "@/ui/pill";
import { Link } from "@/platform/i18n/link";
import { PageHead } from "../page-head";
import { SectionError } from "../section-error";
import { lazyCard } from "../lazy-card";
import type { SiteFrame } from "../../page-props";
import { ATTR, attr } from "@/platform/site-attributes";

/** Every visible post (null when they could not be read) and the tag asked for, if any. */
export type BlogPageData = { posts: PublicPost[] | null; tag: string | null };

/** The blog: its tags as filter links, and the posts (of the tag, when one is asked for). */
export function BlogPage({ site, posts: all, tag }: BlogPageData & { site: SiteFrame }) {
  const t = useTranslations("Blog");
  const common = useTranslations("Common");
  const meta = useTranslations("Meta");
  const crumbs = [{ name: common("home"), href: "/" }, { name: t("title") }];
  const head = (
    <PageHead title={t("title")} description={meta("blogDescription")} path="/blog" site={site} />
  );
  if (!all)
    return (
      <>
        {head}
        <PageHero title={t("title")} crumbs={crumbs} />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <SectionError message={t("loadFailed")} />
        </div>
      </>
    );
  return (
    <>
      {head}
      <PageHero title={t("title")} subtitle={t("subtitle")} crumbs={crumbs} />
      <BlogList posts={all} tag={tag} />
    </>
  );
}

/**
 * The blog's list region: its tag links and the posts shown. A tag link's fetch asks for this alone
 * (src/site-client/list-links.ts).
 */
export function BlogList({ posts: all, tag }: { posts: PublicPost[]; tag: string | null }) {
  const t = useTranslations("Blog");
  const common = useTranslations("Common");
  const format = useFormatter();
  const tags = [...new Set(all.flatMap((p) => p.metaTags))].sort();
  const posts = tag ? all.filter((p) => p.metaTags.includes(tag)) : all;
  return (
    <div {...attr(ATTR.listRegion)} className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      {all.length > 0 ? (
        <nav aria-label={t("tags")} {...attr(ATTR.listFilters)}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link href="/blog" aria-current={!tag ? "page" : undefined} className={pillClass}>
                {t("allPosts")}
              </Link>
            </li>
            {tags.map((name) => (
              <li key={name}>
                <Link
                  href={`/blog?tag=${encodeURIComponent(name)}`}
                  aria-current={tag === name ? "page" : undefined}
                  className={pillClass}
                >
                  {name}
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
        <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((p, i) => (
            <li key={p.id} className={lazyCard(i)}>
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
  );
}
