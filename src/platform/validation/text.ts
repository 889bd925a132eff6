import { z } from "zod";

// Control characters (Unicode Cc: C0, DEL and C1) break storage (PostgreSQL refuses NUL in text and
// jsonb) and hide content from staff. Multi-line fields keep tab, line feed and carriage return.
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export function hasControlChars(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_MULTILINE : CONTROL).test(value);
}

/** A lone UTF-16 surrogate cannot be stored as UTF-8; it would silently become U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormed = (value: string) => !LONE_SURROGATE.test(value);

export const controlCharsMessage = (label: string) =>
  `${label} must not contain control characters`;
export const invalidCharsMessage = (label: string) => `${label} contains invalid characters`;
const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters`;

type TextOpts = { max: number; multiline?: boolean; tooLong?: string };

/**
 * A trimmed text field that refuses control characters and broken unicode with a message naming
 * the field, and says how long it may be. Chain .min(1, "… is required") for a required field.
 */
export function text(label: string, { max, multiline = false, tooLong }: TextOpts) {
  return z
    .string()
    .refine((v) => !hasControlChars(v, multiline), controlCharsMessage(label))
    .refine(isWellFormed, invalidCharsMessage(label))
    .trim()
    .max(max, tooLong ?? tooLongMessage(label, max));
}

/** An optional text field: blank, null or missing is stored as null. */
export function optionalText(label: string, opts: TextOpts) {
  return text(label, opts)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
}
