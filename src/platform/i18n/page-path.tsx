"use client";
import { createContext, useContext } from "react";
import { usePathname } from "next/navigation";
import { localePath, splitLocalePath, type Locale } from "./locales";

const PagePath = createContext<string | null>(null);

/** The path the page was asked for, when it is rendered outside the Next.js router. */
export const PagePathProvider = PagePath.Provider;

/** The page's path: the site renderer's (src/site/render) or, inside Next.js, the router's. */
export function usePagePath(): string {
  const given = useContext(PagePath);
  const routed = usePathname();
  return given ?? routed ?? "/";
}

const PageInLanguage = createContext<((locale: Locale) => string) | null>(null);

/**
 * This page's address in another language, for a page whose address is not the site's path under
 * that language's segment (a buyer's quote: its own link, with the language asked for).
 */
export const PageInLanguageProvider = PageInLanguage.Provider;

/** The address of this page in each language: the language links and the language notice. */
export function usePageInLanguage(): (locale: Locale) => string {
  const given = useContext(PageInLanguage);
  const { path } = splitLocalePath(usePagePath());
  return given ?? ((locale) => localePath(locale, path));
}
