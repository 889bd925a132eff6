import type { AnchorHTMLAttributes } from "react";

type Href = string | { pathname?: string | null; search?: string | null; hash?: string | null };

/**
 * next/link as the site's renderer writes it: a plain link. The public pages have no client
 * router to hand a navigation to, so the browser follows it (and speculation rules prefetch it).
 */
export default function Link({
  href,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: Href;
  prefetch?: unknown;
  replace?: unknown;
  scroll?: unknown;
}) {
  const rest = { ...props };
  delete rest.prefetch;
  delete rest.replace;
  delete rest.scroll;
  const url =
    typeof href === "string"
      ? href
      : `${href.pathname ?? ""}${href.search ?? ""}${href.hash ?? ""}`;
  return <a href={url} {...rest} />;
}
