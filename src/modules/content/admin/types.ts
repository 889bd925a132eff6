import type { ApiResult } from "@/platform/http/json-of";
import type { z } from "zod";
import type { FooterType } from "../schema";
import type { getFooter, getOrCreateAbout, listLogos, listTestimonials } from "../server/queries";
import type { listPostsAdminPage } from "../server/blog-list";
import type { aboutSchema } from "../validation";

// What the admin endpoints answer: the server functions' rows as JSON (server/queries.ts).
export type Testimonial = ApiResult<typeof listTestimonials>[number];
export type Logo = ApiResult<typeof listLogos>[number];
export type Post = ApiResult<typeof listPostsAdminPage>["rows"][number];
export type AboutRow = ApiResult<typeof getOrCreateAbout>;
export type FooterRow = NonNullable<ApiResult<typeof getFooter>>;

/** The about form's values: the schema's fields, each present. */
export type AboutContent = Required<z.input<typeof aboutSchema>>;

export const FOOTER_TYPES = [
  ["warranty", "Warranty Policy"],
  ["shipping", "Shipping Information"],
  ["support", "Technical Support"],
  ["faq", "FAQs"],
] as const satisfies ReadonlyArray<readonly [FooterType, string]>;
export type FooterKind = FooterType;
export type FooterEntry = Pick<FooterRow, "title" | "content" | "active" | "translations">;
