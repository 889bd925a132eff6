import type { Metadata } from "next";
import { pageMetadata } from "@/modules/site/public/page-metadata";
import { FallbackImage } from "@/ui/fallback-image";
import Link from "next/link";
import { listPosts, type PublicPost } from "@/modules/content/public/queries";
import { cn } from "@/ui/cn";
import { attempt } from "@/platform/attempt";
import { excerpt, formatDate } from "@/modules/content/public/format";
import { PageHero } from "@/modules/site/public/page-hero";
import { SectionError } from "@/modules/site/public/section-error";

export const dynamic = "force-dynamic";

export const metadata: Metadata = pageMetadata({
  title: "News & Blog",
  description:
    "News, tips and insights for entertainment venue operators from our arcade specialists.",
  path: "/blog",
});

const pill = (active: boolean) =>
  cn(
    "inline-block rounded-full border px-4 py-2 text-sm font-medium",
    active
      ? "border-brand-700 bg-brand-700 text-white"
      : "border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700",
  );

export default async function BlogPage({
  searchParams,
}: {
  searchParams: Promise<{ tag?: string | string[] }>;
}) {
  const raw = (await searchParams).tag;
  const tag = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
  const result = await attempt("Failed to load blog posts", () => listPosts());
  if (!result) {
    return (
      <>
        <PageHero
          title="News & Blog"
          crumbs={[{ name: "Home", href: "/" }, { name: "News & Blog" }]}
        />
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
          <SectionError message="Failed to load blog posts" />
        </div>
      </>
    );
  }
  const all: PublicPost[] = result.value;
  const tags = [...new Set(all.flatMap((p) => p.metaTags))].sort();
  const posts = tag ? all.filter((p) => p.metaTags.includes(tag)) : all;
  return (
    <>
      <PageHero
        title="News & Blog"
        subtitle="Insights, product news and tips for running a thriving venue."
        crumbs={[{ name: "Home", href: "/" }, { name: "News & Blog" }]}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {all.length > 0 ? (
          <nav aria-label="Tags">
            <ul className="flex flex-wrap gap-2">
              <li>
                <Link href="/blog" aria-current={!tag ? "page" : undefined} className={pill(!tag)}>
                  All Posts
                </Link>
              </li>
              {tags.map((t) => (
                <li key={t}>
                  <Link
                    href={`/blog?tag=${encodeURIComponent(t)}`}
                    aria-current={tag === t ? "page" : undefined}
                    className={pill(tag === t)}
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
            {tag ? `No posts found with tag "${tag}"` : "No blog posts available yet."}
          </p>
        ) : (
          <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((p, i) => (
              <li key={p.id}>
                <Link
                  href={`/blog/${p.id}`}
                  className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition hover:shadow-lg"
                >
                  <div className="relative aspect-[16/9] bg-ink-800">
                    <FallbackImage
                      src={p.featuredImage}
                      alt=""
                      priority={i === 0}
                      sizes="(min-width: 1024px) 400px, 100vw"
                    />
                  </div>
                  <div className="flex flex-1 flex-col p-5">
                    <time dateTime={p.publishDate} className="text-sm text-slate-500">
                      {formatDate(p.publishDate)}
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
