import { z } from "zod";
import { blockDocSchema } from "@/modules/content";
import { numberField } from "@/platform/validation/number";
import { text } from "@/platform/validation/text";

export const CATEGORY_NAME_MAX = 100;
export const WARRANTY_MAX_YEARS = 100;
/** Largest width, height or depth (in cm or in) and weight (in kg or lbs) a machine may have. */
export const MEASURE_MAX = 10_000;

export const categorySchema = z.object({
  name: text("Category name", { max: CATEGORY_NAME_MAX }).min(1, "Category name is required"),
});

export const reorderSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(1000) });

export const specSchema = z.object({
  key: text("Specification name", { max: 200 }).min(1, "Specification name is required"),
  value: text("Specification value", { max: 1000 }).min(1, "Specification value is required"),
});

export const gameSchema = z.object({
  title: text("Title", { max: 200 }).min(1, "Title is required"),
  category: text("Category", { max: CATEGORY_NAME_MAX }).min(1, "Category is required"),
  // An empty field would read as 0 ("at least 1 year"); it is missing, so it says so.
  warrantyYears: numberField({
    required: "Warranty is required",
    integer: "Warranty must be a whole number of years",
    min: { value: 1, message: "Warranty must be at least 1 year" },
    max: {
      value: WARRANTY_MAX_YEARS,
      message: `Warranty must be at most ${WARRANTY_MAX_YEARS} years`,
    },
  }),
  powerRequirements: text("Power requirements", { max: 500 }).optional().default(""),
  featured: z.boolean().default(false),
  richDescription: blockDocSchema.nullable().default(null),
  specs: z.array(specSchema).max(100, "A game has at most 100 specifications").default([]),
});
export type GameInput = z.input<typeof gameSchema>;

const measure = (label: string) =>
  numberField({
    required: `${label} is required`,
    min: { value: 0, exclusive: true, message: `${label} must be greater than 0` },
    max: { value: MEASURE_MAX, message: `${label} must be at most ${MEASURE_MAX}` },
  });

export const dimensionSchema = z.object({
  id: z.string().uuid().optional(),
  type: z.enum(["assembled", "packaged"]).default("assembled"),
  width: measure("Width"),
  height: measure("Height"),
  depth: measure("Depth"),
  dimensionUnit: z.enum(["cm", "in"]).default("cm"),
  weight: measure("Weight"),
  weightUnit: z.enum(["kg", "lbs"]).default("kg"),
});
export type DimensionInput = z.input<typeof dimensionSchema>;

export const faqSchema = z.object({
  question: text("Question", { max: 500 }).min(1, "Question is required"),
  answer: text("Answer", { max: 5000, multiline: true }).min(1, "Answer is required"),
});

export const VIDEO_DESCRIPTION_MAX = 200;
/** A public file URL returned by the upload endpoint. */
const uploadedUrl = text("File URL", { max: 2048 }).min(1, "Upload failed - no path returned");
export const mediaSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("image"), url: uploadedUrl }),
  z.object({
    type: z.literal("video"),
    url: uploadedUrl,
    title: text("Video title", { max: 200 }).default(""),
    description: text("Description", { max: VIDEO_DESCRIPTION_MAX, multiline: true }).default(""),
    mediaType: z.enum(["showcase", "trailer", "gameplay"]).default("showcase"),
  }),
]);
