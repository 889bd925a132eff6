import "./zod-jitless";
import {
  contactMessageSchema,
  type ContactMessageInput,
} from "@/modules/contact/public/validation";

export type FieldName = keyof ContactMessageInput;
export type Checked =
  | { ok: true; data: ContactMessageInput }
  | { ok: false; found: Partial<Record<FieldName, string>> };

/** The form's values against the server's own rules: the data to send, or each field's message. */
export function checkContact(values: Record<string, unknown>): Checked {
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const found: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
  return { ok: false, found };
}
