import "server-only";
import { revalidatePath } from "next/cache";
import { announce } from "./cache-bus";
import { dropTags } from "./cached";

/** Cache tags of public reads; every admin write invalidates the tags it touches. */
export const TAGS = {
  games: "games",
  game: (id: string) => `game:${id}`,
  categories: "categories",
  testimonials: "testimonials",
  logos: "client-logos",
  footer: "footer-content",
  about: "about-page",
  contactSettings: "contact-settings",
  blog: "blog-posts",
  /** The languages the site is shown in (every public page and the sitemap). */
  languages: "site-languages",
} as const;

/** Invalidate now, so the next public request sees the change. Safe outside a request (tests, scripts). */
export function invalidate(...tags: string[]): void {
  dropTags(tags);
  announce(tags);
  try {
    // Client-side router caches of visitors' open pages.
    revalidatePath("/", "layout");
  } catch {
    // No Next.js request context (tests, CLI).
  }
}
