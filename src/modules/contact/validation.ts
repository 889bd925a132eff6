import { z } from "zod";

const req = (m: string) => z.string().trim().min(1, m).max(300);
const opt = z
  .string()
  .trim()
  .max(300)
  .optional()
  .nullable()
  .transform((v) => (v ? v : null));

export const contactSettingsSchema = z.object({
  emailPrimary: z
    .string()
    .trim()
    .min(1, "Primary email is required")
    .email("Please enter a valid email address"),
  emailSecondary: z
    .string()
    .trim()
    .email("Please enter a valid email address")
    .or(z.literal(""))
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  phonePrimary: req("Primary phone is required"),
  phoneSecondary: opt,
  addressStreet: req("Street is required"),
  addressCity: req("City is required"),
  addressState: req("State/Province is required"),
  addressPostal: req("Postal code is required"),
  addressCountry: req("Country is required"),
  mapsApiKey: req("Maps API key is required"),
  mapEmbedUrl: req("Map location is required"),
});
export type ContactSettingsInput = z.input<typeof contactSettingsSchema>;

export const geocodeSchema = contactSettingsSchema.pick({
  addressStreet: true,
  addressCity: true,
  addressState: true,
  addressPostal: true,
  addressCountry: true,
  mapsApiKey: true,
});

export const messageStatusSchema = z.object({
  status: z.enum(["read", "replied", "archived"], { message: "Invalid status" }),
});
