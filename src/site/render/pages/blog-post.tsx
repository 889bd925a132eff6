import { ArrowLeft } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import type { PublicPost } from "@/modules/content/public/queries";
import { excerpt } from "@/modules/content/public/format";
import { JsonLd } from "@/modules/site/public/json-ld";
import { PageHero } from "@/modules/site/public/page-hero";
import { StateMessage } from "@/modules/site/public/state-message";
import { sanitizeRichHtml } from "@/platform/sanitize";
import { SITE_NAME } from "@/platform/site";
import { localeInfo, localePath } from "@/platform/i18n/locales";
import { Link } from "@/platform/i18n/link";
import { PageHead } from "../page-head";
import type { SiteFrame } from "../../page-props";

/** The post (null when there is no visible post of that id, or it could not be read). */
export type BlogPostPageData = { post: PublicPost | null; failed: boolean };

/** A blog post, or what stands in for it when it is not visible or failed to load. */
export function BlogPostPage({ site, post, failed }: BlogPostPageData & { site: SiteFrame }) {
  const t = useTranslations("Blog");
  if (post) return <Post post={post} site={site} />;
  return (
    <>
      <PageHead title={t("postNotFound")} description="" path="/blog" site={site} noindex />
      {failed ? (
        <StateMessage
          message={t("postLoadFailed")}
          action={{ href: "/blog", label: t("returnToBlog") }}
        />
      ) : (
        <StateMessage
          title={t("postNotFound")}
          message={t("postNotFoundText")}
          action={{ href: "/blog", label: t("returnToBlog") }}
        />
      )}
    </>
  );
}

function Post({ post, site }: { post: PublicPost; site: SiteFrame }) {
  const t = useTranslations("Blog");
  const common = useTranslations("Common");
  const format = useFormatter();
  const path = `/blog/${post.id}`;
  return (
    <article>
      <PageHead
        title={post.title}
        description={excerpt(post.content, 160)}
        path={path}
        image={post.featuredImage}
        site={site}
        article={{ publishedTime: post.publishDate, keywords: post.metaTags }}
      />
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
            {post.metaTags.map((tag) => (
              <li key={tag}>
                <Link
                  href={`/blog?tag=${encodeURIComponent(tag)}`}
                  className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                >
                  #{tag}
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
                  ? site.siteUrl + post.featuredImage
                  : post.featuredImage,
              ]
            : undefined,
          keywords: post.metaTags.join(", "),
          mainEntityOfPage: `${site.siteUrl}${localePath(site.locale, path)}`,
          inLanguage: localeInfo(site.locale).tag,
          publisher: { "@type": "Organization", name: SITE_NAME },
        }}
      />
    </article>
  );
}
