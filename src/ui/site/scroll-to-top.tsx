"use client";
import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Every route change scrolls smoothly to the top (instantly under prefers-reduced-motion). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [pathname]);
  return null;
}
