import type { Metadata } from "next";
import { SITE_NAME } from "@/platform/site";

const DEFAULT_IMAGE = "/og-image.png";

/**
 * Title, description, canonical URL and matching OpenGraph/Twitter cards for one public page.
 * Next merges `openGraph` shallowly, so a page that sets only `title` would share the root's card.
 */
export function pageMetadata(opts: {
  title: string;
  description: string;
  path: string;
  image?: string | null;
  absoluteTitle?: boolean;
}): Metadata {
  const full = opts.absoluteTitle ? opts.title : `${opts.title} | ${SITE_NAME}`;
  const images = [opts.image || DEFAULT_IMAGE];
  return {
    title: opts.absoluteTitle ? { absolute: opts.title } : opts.title,
    description: opts.description,
    alternates: { canonical: opts.path },
    openGraph: {
      type: "website",
      siteName: SITE_NAME,
      title: full,
      description: opts.description,
      url: opts.path,
      images,
    },
    twitter: { card: "summary_large_image", title: full, description: opts.description, images },
  };
}
