import type { Metadata } from "next";
import { pageMetadata } from "@/modules/site/public/page-metadata";
import { Link } from "@/platform/i18n/link";
import { notFound } from "next/navigation";
import { cache } from "react";
import { ArrowLeft } from "lucide-react";
import { getPost } from "@/modules/content/public/queries";
import { sanitizeRichHtml } from "@/platform/sanitize";
import { config } from "@/platform/config";
import { SITE_NAME } from "@/platform/site";
import { JsonLd } from "@/modules/site/public/json-ld";
import { PageHero } from "@/modules/site/public/page-hero";
import { StateMessage } from "@/modules/site/public/state-message";
import { excerpt } from "@/modules/content/public/format";
import { getFormatter, getLocale, getTranslations } from "next-intl/server";
import { localeInfo, localePath } from "@/platform/i18n/locales";
import { pageLocale } from "@/platform/i18n/page-locale";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ id: string }> };

const load = cache(async (id: string) => {
  try {
    return { post: await getPost(id, await pageLocale()), failed: false };
  } catch (e) {
    console.error("Failed to load blog post", e);
    return { post: null, failed: true };
  }
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { post } = await load((await params).id);
  if (!post)
    return { title: (await getTranslations("Blog"))("postNotFound"), robots: { index: false } };
  const description = excerpt(post.content, 160);
  const meta = await pageMetadata({
    title: post.title,
    description,
    path: `/blog/${post.id}`,
    image: post.featuredImage,
  });
  return {
    ...meta,
    keywords: post.metaTags,
    openGraph: { ...meta.openGraph, type: "article", publishedTime: post.publishDate },
  };
}

export default async function BlogPostPage({ params }: Params) {
  const { post, failed } = await load((await params).id);
  const [t, common, format, locale] = await Promise.all([
    getTranslations("Blog"),
    getTranslations("Common"),
    getFormatter(),
    getLocale(),
  ]);
  if (failed)
    return (
      <StateMessage
        message={t("postLoadFailed")}
        action={{ href: "/blog", label: t("returnToBlog") }}
      />
    );
  if (!post) notFound();
  const siteUrl = config().siteUrl;
  return (
    <article>
      <PageHero
        title={post.title}
        image={post.featuredImage}
        crumbs={[
          { name: common("home"), href: "/" },
          { name: t("title"), href: "/blog" },
          { name: post.title },
        ]}
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <time dateTime={post.publishDate} className="text-sm text-slate-500">
          {format.dateTime(new Date(post.publishDate), { dateStyle: "long" })}
        </time>
        <div
          className="mt-6 space-y-4 text-lg leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:text-xl [&_h3]:font-semibold [&_iframe]:aspect-video [&_iframe]:w-full [&_img]:rounded-lg [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6"
          dangerouslySetInnerHTML={{ __html: sanitizeRichHtml(post.content) }}
        />
        {post.metaTags.length > 0 ? (
          <ul className="mt-10 flex flex-wrap gap-2" aria-label={t("tags")}>
            {post.metaTags.map((t) => (
              <li key={t}>
                <Link
                  href={`/blog?tag=${encodeURIComponent(t)}`}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                >
                  #{t}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          href="/blog"
          className="mt-10 inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
        >
          <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden /> {t("backToBlog")}
        </Link>
      </div>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BlogPosting",
          headline: post.title,
          description: excerpt(post.content, 200),
          datePublished: post.publishDate,
          dateModified: post.updatedAt,
          image: post.featuredImage
            ? [
                post.featuredImage.startsWith("/")
                  ? siteUrl + post.featuredImage
                  : post.featuredImage,
              ]
            : undefined,
          keywords: post.metaTags.join(", "),
          mainEntityOfPage: `${siteUrl}${localePath(locale, `/blog/${post.id}`)}`,
          inLanguage: localeInfo(locale).tag,
          publisher: { "@type": "Organization", name: SITE_NAME },
        }}
      />
    </article>
  );
}
