import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";

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
} as const;

/** Invalidate now, so the next public request sees the change. Safe outside a request (tests, scripts). */
export function invalidate(...tags: string[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // No Next.js request context (tests, CLI): there is no cache to invalidate.
    }
  }
  try {
    revalidatePath("/", "layout");
  } catch {
    /* as above */
  }
}
