import { z } from "zod";

/** The public contact form, shared by the browser form and POST /api/contact. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, "Please enter your name").max(200),
  email: z
    .string()
    .trim()
    .min(1, "Please enter your email")
    .email("Please enter a valid email address")
    .max(320),
  company: z.string().trim().max(200).optional().default(""),
  phone: z.string().trim().max(50).optional().default(""),
  message: z.string().trim().min(1, "Please enter a message").max(5000),
  /** Honeypot: people never see or fill it. */
  website: z.string().optional().default(""),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
