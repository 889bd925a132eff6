import { z } from "zod";
import { translationsSchema } from "@/platform/i18n/translations";
import { listParamsShape, statusFilter } from "@/platform/lists/params";
import { isSafeObjectPath, objectPathFromUrl } from "@/platform/storage/paths";
import {
  controlCharsMessage,
  hasControlChars,
  invalidCharsMessage,
  isWellFormed,
  optionalText,
  text,
} from "@/platform/validation/text";
import { blockDocSchema } from "./block-schema";
import { youtubeId } from "./youtube";

const URL_MAX = 2048;
const ownOrHttpUrl = (label: string) =>
  text(label, { max: URL_MAX })
    .refine(
      (v) => v === "" || v.startsWith("/storage/") || /^https?:\/\//i.test(v),
      "Please enter a valid URL",
    )
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * A video stored by us: /storage/game-media/{safe path}.{mp4|webm|ogg}. Uploads land under
 * testimonials/, but any video of the bucket is ours to play (older data points a testimonial at a
 * game's video), so the whole bucket is allowed.
 */
function isOwnVideoUrl(url: string): boolean {
  try {
    const p = objectPathFromUrl(url);
    return p !== null && isSafeObjectPath(p) && /\.(mp4|webm|ogg)$/i.test(p);
  } catch {
    return false; // a malformed %-escape is no path of ours
  }
}

const testimonialText = text("Testimonial text", { max: 3000, multiline: true });
export const testimonialSchema = z
  .object({
    name: text("Name", { max: 200 }).min(1, "Name is required"),
    title: optionalText("Title", { max: 200 }),
    company: text("Company", { max: 200 }).min(1, "Company is required"),
    text: testimonialText.min(1, "Testimonial text is required"),
    // Absent: the stored translations stay as they are. The name and company are names.
    translations: translationsSchema({
      title: text("Title", { max: 200 }),
      text: testimonialText,
    }).optional(),
    imageUrl: ownOrHttpUrl("Photo link"),
    // Checked per provider below, so a bad link gets one precise message.
    videoUrl: optionalText("Video link", { max: URL_MAX }),
    videoProvider: z.enum(["youtube", "local"]).default("youtube"),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (!v.videoUrl) return;
    // A youtube link must reduce to an id (it is stored as the embed link built from it).
    if (v.videoProvider === "youtube" && !youtubeId(v.videoUrl)) {
      ctx.addIssue({ code: "custom", path: ["videoUrl"], message: "Invalid YouTube URL" });
    }
    // A local video is played from our own bucket only, never from an arbitrary address.
    if (v.videoProvider === "local" && !isOwnVideoUrl(v.videoUrl)) {
      ctx.addIssue({ code: "custom", path: ["videoUrl"], message: "Invalid video URL" });
    }
  });

export const logoSchema = z.object({
  name: text("Company name", { max: 200 }).min(1, "Company name is required"),
  url: text("Website", { max: URL_MAX })
    .refine(
      (v) => v === "" || /^https?:\/\/[^\s]+\.[^\s]+/i.test(v),
      "Please enter a valid website URL",
    )
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  logoUrl: text("Logo image", { max: URL_MAX })
    .min(1, "Logo image is required")
    .refine(
      // Blank is "required" above, not also "invalid".
      (v) => v === "" || v.startsWith("/storage/") || /^https?:\/\//i.test(v),
      "Please enter a valid URL",
    ),
  active: z.boolean().default(true),
});

export const activeSchema = z.object({ active: z.boolean() });
export const reorderSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(1000) });

const aboutTexts = {
  title: text("Page title", { max: 200 }),
  metaTitle: text("Meta title", { max: 200 }),
  metaDescription: text("Meta description", { max: 500, multiline: true }),
  heroTitle: text("Hero title", { max: 200 }),
  heroSubtitle: text("Hero subtitle", { max: 500 }),
  footerText: text("Footer text", { max: 1000, multiline: true }),
};
export const aboutSchema = z.object({
  title: aboutTexts.title.min(1, "Page title is required"),
  content: blockDocSchema.nullable().default(null),
  metaTitle: optionalText("Meta title", { max: 200 }),
  metaDescription: optionalText("Meta description", { max: 500, multiline: true }),
  heroImage: ownOrHttpUrl("Hero image"),
  heroTitle: optionalText("Hero title", { max: 200 }),
  heroSubtitle: optionalText("Hero subtitle", { max: 500 }),
  footerText: optionalText("Footer text", { max: 1000, multiline: true }),
  translations: translationsSchema({
    ...aboutTexts,
    content: blockDocSchema.nullable(),
  }).optional(),
});

const footerTitle = text("Title", { max: 200 });
export const footerSchema = z.object({
  title: footerTitle.min(1, "Title is required"),
  content: blockDocSchema.nullable().default(null),
  active: z.boolean().default(true),
  translations: translationsSchema({
    title: footerTitle,
    content: blockDocSchema.nullable(),
  }).optional(),
});

const postTitle = text("Title", { max: 300 });
const postContent = z
  .string()
  .max(200_000, "Content must be at most 200000 characters")
  .refine((v) => !hasControlChars(v, true), controlCharsMessage("Content"))
  .refine(isWellFormed, invalidCharsMessage("Content"));
export const blogPostSchema = z.object({
  title: postTitle.min(1, "Title is required"),
  content: postContent.default(""),
  // The HTML is sanitized on save, as the English content is; the excerpt is read from it.
  translations: translationsSchema({ title: postTitle, content: postContent }).optional(),
  featuredImage: ownOrHttpUrl("Featured image"),
  metaTags: z
    .array(text("Tag", { max: 50 }).min(1, "A tag must not be empty"))
    .max(30, "A post has at most 30 tags")
    .default([])
    .transform((tags) => [...new Set(tags)]),
  status: z.enum(["draft", "published", "scheduled"], { message: "Status is required" }),
  publishDate: z
    .string()
    .min(1, "Publish date is required")
    .max(100, "Please enter a valid publish date")
    .refine((v) => !Number.isNaN(Date.parse(v)), "Publish date is required")
    // A date PostgreSQL can store and a person would mean; beyond it the column overflows.
    .refine((v) => {
      const year = new Date(v).getUTCFullYear();
      return Number.isNaN(year) || (year >= 1900 && year <= 9999);
    }, "Publish date must be between the years 1900 and 9999"),
});

/** Tags typed with Enter: trimmed; empty and duplicate tags are ignored. */
export function addTag(tags: string[], raw: string): string[] {
  const tag = raw.trim();
  if (!tag || tags.includes(tag)) return tags;
  return [...tags, tag];
}

/**
 * The admin blog list's state as the URL and GET /api/admin/blog carry it: page,
 * status, a search in the title and a publish-date range; always newest first.
 */
export const blogListParamsSchema = z.object({
  ...listParamsShape,
  status: statusFilter(["draft", "published", "scheduled"] as const),
});
export type BlogListParams = z.output<typeof blogListParamsSchema>;
