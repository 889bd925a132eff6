import { z } from "zod";
import { personProofFields } from "@/platform/person-check/fields";
import { text } from "@/platform/validation/text";

/** The public contact form, shared by the browser form and POST /api/contact. */
export const contactMessageSchema = z.object({
  name: text("Name", { max: 200 }).min(1, "Please enter your name"),
  email: text("Email", { max: 320 })
    .min(1, "Please enter your email")
    .refine((v) => v === "" || z.string().email().safeParse(v).success, {
      message: "Please enter a valid email address",
    }),
  company: text("Company", { max: 200 }).optional().default(""),
  phone: text("Phone", { max: 50 }).optional().default(""),
  message: text("Message", { max: 5000, multiline: true }).min(1, "Please enter a message"),
  /** Honeypot: people never see or fill it. */
  website: z.string().max(2000).optional().default(""),
  ...personProofFields,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
