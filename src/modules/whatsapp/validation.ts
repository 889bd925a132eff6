import { z } from "zod";
import { text } from "@/platform/validation/text";

const required = (label: string) => text(label, { max: 500 }).min(1, `${label} is required`);

/** The WhatsApp settings form; an empty token or secret keeps the stored one. */
export const whatsappSettingsSchema = z.object({
  apiVersion: required("API version").regex(/^v\d+(\.\d+)?$/, "API version looks like v25.0"),
  phoneNumberId: required("Phone number ID"),
  accessToken: text("Access token", { max: 2000 }).optional().default(""),
  businessAccountId: required("Business account ID"),
  verifyToken: required("Verify token"),
  appSecret: text("App secret", { max: 500 }).optional().default(""),
  clearAppSecret: z.boolean().optional().default(false),
  templateName: required("Template name"),
  templateLanguage: required("Template language"),
  active: z.boolean(),
});
export type WhatsappSettingsInput = z.input<typeof whatsappSettingsSchema>;

export const REPLY_MAX = 4096;

/** A staff reply: free-form text (within the 24-hour window) or an approved template. */
export const whatsappReplySchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("text"),
    text: text("Reply", { max: REPLY_MAX, multiline: true }).min(1, "Reply is required"),
  }),
  z.object({
    kind: z.literal("template"),
    name: text("Template", { max: 512 }).min(1, "Choose a template"),
    language: text("Language", { max: 20 }).min(1, "Choose a template"),
  }),
]);

/** An owner sets a number's opt-out by hand. */
export const whatsappOptOutSchema = z.object({ optedOut: z.boolean() });
