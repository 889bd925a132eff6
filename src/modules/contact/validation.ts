import { z } from "zod";
import { listParamsShape, statusFilter } from "@/platform/lists/params";
import { optionalText, text } from "@/platform/validation/text";

const req = (label: string, message: string) => text(label, { max: 300 }).min(1, message);
const isEmail = (v: string) => z.string().email().safeParse(v).success;
const EMAIL_MESSAGE = "Please enter a valid email address";

export const contactSettingsSchema = z.object({
  emailPrimary: text("Primary email", { max: 320 })
    .min(1, "Primary email is required")
    .refine((v) => v === "" || isEmail(v), EMAIL_MESSAGE),
  emailSecondary: text("Secondary email", { max: 320 })
    .refine((v) => v === "" || isEmail(v), EMAIL_MESSAGE)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  phonePrimary: req("Primary phone", "Primary phone is required"),
  phoneSecondary: optionalText("Secondary phone", { max: 300 }),
  addressStreet: req("Street", "Street is required"),
  addressCity: req("City", "City is required"),
  addressState: req("State/Province", "State/Province is required"),
  addressPostal: req("Postal code", "Postal code is required"),
  addressCountry: req("Country", "Country is required"),
  mapsApiKey: req("Maps API key", "Maps API key is required"),
  mapEmbedUrl: req("Map location", "Map location is required"),
});
export type ContactSettingsInput = z.input<typeof contactSettingsSchema>;

/** The address to find on the map; the server geocodes it with its own key (GEOCODING_API_KEY). */
export const geocodeSchema = contactSettingsSchema.pick({
  addressStreet: true,
  addressCity: true,
  addressState: true,
  addressPostal: true,
  addressCountry: true,
});

export const messageStatusSchema = z.object({
  status: z.enum(["read", "replied", "archived"], { message: "Invalid status" }),
});

/**
 * The messages list's state as the URL and GET /api/admin/contact-messages carry it:
 * page, status, search (name, email, company, text) and a date range; always newest first.
 */
export const messageListParamsSchema = z.object({
  ...listParamsShape,
  status: statusFilter(["new", "read", "replied", "archived"] as const),
});
export type MessageListParams = z.output<typeof messageListParamsSchema>;
