"use client";
import NextLink from "next/link";
import { useLocale } from "@/platform/i18n/client";
import type { ComponentProps } from "react";
import { localePath } from "./locales";

/**
 * next/link for the public site: a path of the site ("/shop") leads to the same page in the
 * current page's language ("/es/shop"). Other hrefs (mailto:, https:, #) pass as they are.
 */
export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  const locale = useLocale();
  const localized =
    typeof href === "string" && href.startsWith("/") ? localePath(locale, href) : href;
  return <NextLink href={localized} {...props} />;
}
