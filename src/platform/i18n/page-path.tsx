"use client";
import { createContext, useContext } from "react";
import { usePathname } from "next/navigation";

const PagePath = createContext<string | null>(null);

/** The path the page was asked for, when it is rendered outside the Next.js router. */
export const PagePathProvider = PagePath.Provider;

/** The page's path: the site renderer's (src/site/render) or, inside Next.js, the router's. */
export function usePagePath(): string {
  const given = useContext(PagePath);
  const routed = usePathname();
  return given ?? routed ?? "/";
}
