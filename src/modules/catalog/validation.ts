import { z } from "zod";

const blockDoc = z.object({
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

export const categorySchema = z.object({
  name: z.string().trim().min(1, "Category name is required").max(100),
});

export const reorderSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(1000) });

export const specSchema = z.object({
  key: z.string().trim().min(1, "Specification name is required").max(200),
  value: z.string().trim().min(1, "Specification value is required").max(1000),
});

export const gameSchema = z.object({
  title: z.string().trim().min(1, "Title is required").max(200),
  category: z.string().trim().min(1, "Category is required"),
  // An empty field would coerce to 0 ("at least 1 year"); it is missing, so it says so.
  warrantyYears: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce
      .number({ message: "Warranty is required" })
      .int("Warranty must be a whole number of years")
      .min(1, "Warranty must be at least 1 year"),
  ),
  powerRequirements: z.string().trim().max(500).optional().default(""),
  featured: z.boolean().default(false),
  richDescription: blockDoc.nullable().default(null),
  specs: z.array(specSchema).max(100).default([]),
});
export type GameInput = z.input<typeof gameSchema>;

export const dimensionSchema = z.object({
  id: z.string().uuid().optional(),
  type: z.enum(["assembled", "packaged"]).default("assembled"),
  width: z.coerce.number({ message: "Width is required" }).positive("Width must be greater than 0"),
  height: z.coerce
    .number({ message: "Height is required" })
    .positive("Height must be greater than 0"),
  depth: z.coerce.number({ message: "Depth is required" }).positive("Depth must be greater than 0"),
  dimensionUnit: z.enum(["cm", "in"]).default("cm"),
  weight: z.coerce
    .number({ message: "Weight is required" })
    .positive("Weight must be greater than 0"),
  weightUnit: z.enum(["kg", "lbs"]).default("kg"),
});
export type DimensionInput = z.input<typeof dimensionSchema>;

export const faqSchema = z.object({
  question: z.string().trim().min(1, "Question is required").max(500),
  answer: z.string().trim().min(1, "Answer is required").max(5000),
});

export const VIDEO_DESCRIPTION_MAX = 200;
export const mediaSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("image"), url: z.string().min(1) }),
  z.object({
    type: z.literal("video"),
    url: z.string().min(1),
    title: z.string().trim().max(200).default(""),
    description: z
      .string()
      .trim()
      .max(VIDEO_DESCRIPTION_MAX, `Description must be at most ${VIDEO_DESCRIPTION_MAX} characters`)
      .default(""),
    mediaType: z.enum(["showcase", "trailer", "gameplay"]).default("showcase"),
  }),
]);
