import { z } from "zod";
import { isSafeObjectPath, objectPathFromUrl } from "@/platform/storage/paths";
import { youtubeId } from "./youtube";

// A readable length message, since these show under the field (zod's default reads "Too big: …").
const optionalText = (max: number, label = "This field") =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
const ownOrHttpUrl = z
  .string()
  .trim()
  .refine(
    (v) => v === "" || v.startsWith("/storage/") || /^https?:\/\//i.test(v),
    "Please enter a valid URL",
  )
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const blockDocSchema = z.object({
  time: z.number().optional(),
  blocks: z
    .array(
      z.object({
        id: z.string().min(1),
        type: z.string().min(1),
        data: z.record(z.string(), z.unknown()),
      }),
    )
    .max(500),
});

/**
 * A video stored by us: /storage/game-media/{safe path}.{mp4|webm|ogg}. Uploads land under
 * testimonials/, but any video of the bucket is ours to play (older data points a testimonial at a
 * game's video), so the whole bucket is allowed.
 */
export function isOwnVideoUrl(url: string): boolean {
  try {
    const p = objectPathFromUrl(url);
    return p !== null && isSafeObjectPath(p) && /\.(mp4|webm|ogg)$/i.test(p);
  } catch {
    return false; // a malformed %-escape is no path of ours
  }
}

export const testimonialSchema = z
  .object({
    name: z.string().trim().min(1, "Name is required").max(200),
    title: optionalText(200, "Title"),
    company: z.string().trim().min(1, "Company is required").max(200),
    text: z.string().trim().min(1, "Testimonial text is required").max(3000),
    imageUrl: ownOrHttpUrl,
    // Checked per provider below, so a bad link gets one precise message.
    videoUrl: optionalText(2000, "Video link"),
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
export type TestimonialInput = z.input<typeof testimonialSchema>;

export const logoSchema = z.object({
  name: z.string().trim().min(1, "Company name is required").max(200),
  url: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || /^https?:\/\/[^\s]+\.[^\s]+/i.test(v),
      "Please enter a valid website URL",
    )
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  logoUrl: z.string().trim().min(1, "Logo image is required"),
  active: z.boolean().default(true),
});
export type LogoInput = z.input<typeof logoSchema>;

export const activeSchema = z.object({ active: z.boolean() });
export const reorderSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(1000) });

export const aboutSchema = z.object({
  title: z.string().trim().min(1, "Page title is required").max(200),
  content: blockDocSchema.nullable().default(null),
  metaTitle: optionalText(200, "Meta title"),
  metaDescription: optionalText(500, "Meta description"),
  heroImage: ownOrHttpUrl,
  heroTitle: optionalText(200, "Hero title"),
  heroSubtitle: optionalText(500, "Hero subtitle"),
  footerText: optionalText(1000, "Footer text"),
});
export type AboutInput = z.input<typeof aboutSchema>;

export const footerSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200),
  content: blockDocSchema.nullable().default(null),
  active: z.boolean().default(true),
});

export const blogPostSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(300),
  content: z.string().max(200_000).default(""),
  featuredImage: ownOrHttpUrl,
  metaTags: z
    .array(z.string().trim().min(1).max(50))
    .max(30)
    .default([])
    .transform((tags) => [...new Set(tags)]),
  status: z.enum(["draft", "published", "scheduled"], { message: "Status is required" }),
  publishDate: z
    .string()
    .min(1, "Publish date is required")
    .refine((v) => !Number.isNaN(Date.parse(v)), "Publish date is required"),
});
export type BlogPostInput = z.input<typeof blogPostSchema>;

/** Tags typed with Enter: trimmed; empty and duplicate tags are ignored. */
export function addTag(tags: string[], raw: string): string[] {
  const tag = raw.trim();
  if (!tag || tags.includes(tag)) return tags;
  return [...tags, tag];
}
