"use client";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Every route change scrolls smoothly to the top (instantly under prefers-reduced-motion). The first
 * render is left alone so a reload keeps its place and a #fragment link still lands on its target.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname]);
  return null;
}
