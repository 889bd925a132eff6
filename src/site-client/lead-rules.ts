import "./zod-jitless";
import { leadFormSchema } from "@/modules/leads/validation";

/** Each field's first message under the rules POST /api/leads applies (none: all is well). */
export function checkLead(values: Record<string, unknown>): Record<string, string> {
  const parsed = leadFormSchema.safeParse(values);
  const found: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= issue.message;
  return found;
}
