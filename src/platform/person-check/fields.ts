import { z } from "zod";

/**
 * The person check's fields in a public form's schema (price request, contact message): the signed
 * challenge and the nonce the browser found for it. Missing or wrong is not a validation error:
 * the handler checks them (proof.ts) and stores the request marked unconfirmed.
 */
export const personProofFields = {
  challenge: z.string().max(300).optional().default(""),
  nonce: z
    .string()
    .regex(/^\d{0,16}$/, "Invalid proof")
    .optional()
    .default(""),
};
