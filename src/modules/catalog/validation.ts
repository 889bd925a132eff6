import { z } from "zod";
import { blockDocSchema } from "@/modules/content";
import { translationsSchema } from "@/platform/i18n/translations";
import { optionalCountry } from "@/platform/validation/country";
import { numberField } from "@/platform/validation/number";
import { text } from "@/platform/validation/text";

const CATEGORY_NAME_MAX = 100;
const WARRANTY_MAX_YEARS = 100;
/** Largest width, height or depth (in cm or in) and weight (in kg or lbs) a machine may have. */
const MEASURE_MAX = 10_000;

const categoryName = text("Category name", { max: CATEGORY_NAME_MAX });
export const categorySchema = z.object({
  name: categoryName.min(1, "Category name is required"),
  // Absent: the stored translations stay as they are.
  translations: translationsSchema({ name: categoryName }).optional(),
});

export const CATEGORY_EXISTS = "A category with this name already exists";

/**
 * The category name form: the endpoint's rule, and the names already taken (compared without
 * case), which the server refuses with the same words.
 */
export const categoryNameFormSchema = (taken: string[]) =>
  categorySchema
    .pick({ name: true })
    .refine(({ name }) => !taken.some((t) => t.toLowerCase() === name.toLowerCase()), {
      path: ["name"],
      message: CATEGORY_EXISTS,
    });

export const reorderSchema = z.object({ ids: z.array(z.string().uuid()).min(1).max(1000) });

const specValue = text("Specification value", { max: 1000 });
const specSchema = z.object({
  key: text("Specification name", { max: 200 }).min(1, "Specification name is required"),
  value: specValue.min(1, "Specification value is required"),
  translations: translationsSchema({ value: specValue }).optional(),
});

const gameTitle = text("Title", { max: 200 });
/** The customs tariff number: 6 to 10 digits, dots allowed between them ("9504.50", "9504500000"). */
const hsCode = text("HS code", { max: 20 }).refine(
  (v) =>
    v === "" ||
    (/^\d+(\.\d+)*$/.test(v) &&
      v.replace(/\./g, "").length >= 6 &&
      v.replace(/\./g, "").length <= 10),
  "HS code: 6 to 10 digits, dots allowed, like 9504.50",
);
export const gameSchema = z.object({
  title: gameTitle.min(1, "Title is required"),
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
  // Customs details; blank clears them, absent keeps what is stored.
  hsCode: hsCode.nullish().transform((v) => (v === undefined ? undefined : v || null)),
  countryOfOrigin: optionalCountry("Country of origin"),
  richDescription: blockDocSchema.nullable().default(null),
  specs: z.array(specSchema).max(100, "A game has at most 100 specifications").default([]),
  // The plain description is derived from the rich one on the server, as in English.
  translations: translationsSchema({
    title: gameTitle,
    richDescription: blockDocSchema.nullable(),
  }).optional(),
});

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

const question = text("Question", { max: 500 });
const answer = text("Answer", { max: 5000, multiline: true });
export const faqSchema = z.object({
  question: question.min(1, "Question is required"),
  answer: answer.min(1, "Answer is required"),
  translations: translationsSchema({ question, answer }).optional(),
});

export const VIDEO_DESCRIPTION_MAX = 200;
const videoTitle = text("Video title", { max: 200 });
/** A video's translated titles (PATCH /api/admin/games/{id}/media/{mediaId}). */
export const mediaTranslationsSchema = z.object({
  translations: translationsSchema({ title: videoTitle }),
});
/** A public file URL returned by the upload endpoint. */
const uploadedUrl = text("File URL", { max: 2048 }).min(1, "Upload failed - no path returned");
const videoDescription = text("Description", { max: VIDEO_DESCRIPTION_MAX, multiline: true });
const mediaType = z.enum(["showcase", "trailer", "gameplay"]).default("showcase");
const imageDetails = z.object({ type: z.literal("image") });
/**
 * What the add-media form asks for besides the file (uploaded first, then sent as `url`): there a
 * video's title and description are required.
 */
export const mediaDetailsSchema = z.discriminatedUnion("type", [
  imageDetails,
  z.object({
    type: z.literal("video"),
    title: videoTitle.min(1, "Video title is required"),
    description: videoDescription.min(1, "Video description is required"),
    mediaType,
  }),
]);
/** The media endpoint stores a blank title as "Untitled Video", a blank description as "No description provided". */
export const mediaSchema = z.discriminatedUnion("type", [
  imageDetails.extend({ url: uploadedUrl }),
  z.object({
    type: z.literal("video"),
    url: uploadedUrl,
    title: videoTitle.default(""),
    description: videoDescription.default(""),
    mediaType,
  }),
]);

export type GameInput = z.input<typeof gameSchema>;
