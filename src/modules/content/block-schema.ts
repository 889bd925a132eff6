import { z } from "zod";
import { hasControlChars, isWellFormed } from "@/platform/validation/text";

// The stored block document. Block data stays open to other block types (they
// are ignored on display) but flat: short plain keys, and values that are text, numbers, booleans
// or lists of text. Nested objects, prototype keys and control characters never reach jsonb
// (PostgreSQL refuses NUL there, and deep nesting only costs).

const CONTENT_MESSAGE = "Content is not a valid block document";
const TEXT_MAX = 20_000;

const blockText = z
  .string()
  .max(TEXT_MAX, `A block text must be at most ${TEXT_MAX} characters`)
  .refine((v) => !hasControlChars(v, true), "Content must not contain control characters")
  .refine(isWellFormed, "Content contains invalid characters");

const dataValue = z.union([
  blockText,
  z.number(),
  z.boolean(),
  z.null(),
  z.array(blockText).max(1000),
]);

const DATA_KEY = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

export const blockDocSchema = z.object(
  {
    time: z.number().int().min(0).max(8_640_000_000_000_000).optional(),
    blocks: z
      .array(
        z.object({
          id: z
            .string()
            .min(1)
            .max(100)
            .regex(/^[A-Za-z0-9_-]+$/, CONTENT_MESSAGE),
          type: z
            .string()
            .min(1)
            .max(50)
            .regex(/^[A-Za-z][A-Za-z0-9_-]*$/, CONTENT_MESSAGE),
          data: z
            .record(z.string().regex(DATA_KEY, CONTENT_MESSAGE), dataValue)
            .refine((d) => Object.keys(d).length <= 20, CONTENT_MESSAGE),
        }),
      )
      .max(500, "Content must have at most 500 blocks"),
  },
  { message: CONTENT_MESSAGE },
);
