import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/platform/db/client";
import { text } from "@/platform/validation/text";
import { WHATSAPP_STATUSES, whatsappMessageStatus } from "../schema";

/** X-Hub-Signature-256 is "sha256=" + hex HMAC-SHA256 of the raw body with the app secret. */
export function signatureMatches(
  rawBody: string,
  header: string | null,
  appSecret: string,
): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = Buffer.from(
    createHmac("sha256", appSecret).update(rawBody, "utf8").digest("hex"),
    "utf8",
  );
  const given = Buffer.from(header.slice("sha256=".length), "utf8");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// Meta's ids and numbers are short plain text; anything else is not an update of ours and is skipped
// (PostgreSQL refuses NUL in text, so it must never reach an insert).
const statusUpdate = z.object({
  id: text("Message id", { max: 200 }).min(1),
  status: z.string().max(20),
  recipient_id: text("Recipient", { max: 50 }).optional(),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().optional(),
        message: z.string().optional(),
        error_data: z.object({ details: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});
const payloadSchema = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z.object({ statuses: z.array(z.unknown()).optional() }).passthrough(),
            }),
          )
          .optional(),
      }),
    )
    .optional(),
});

const CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F]/g;

function errorText(errors: z.infer<typeof statusUpdate>["errors"]): string | null {
  if (!errors?.length) return null;
  return errors
    .map((e) =>
      [e.code, e.title, e.message, e.error_data?.details]
        .filter((p) => p !== undefined && p !== "")
        .join(": "),
    )
    .join("; ")
    .replace(CONTROL_CHARS, " ")
    .slice(0, 1000)
    .toWellFormed();
}

/** Records every status update in the payload once; returns how many new rows were stored. */
export async function recordStatusUpdates(payload: unknown): Promise<number> {
  const parsed = payloadSchema.safeParse(payload);
  if (!parsed.success) return 0;
  const db = await getDb();
  let stored = 0;
  for (const entry of parsed.data.entry ?? []) {
    for (const change of entry.changes ?? []) {
      for (const raw of change.value.statuses ?? []) {
        const s = statusUpdate.safeParse(raw);
        if (!s.success || !(WHATSAPP_STATUSES as readonly string[]).includes(s.data.status))
          continue;
        const [first] = await db
          .select({
            leadId: whatsappMessageStatus.leadId,
            recipient: whatsappMessageStatus.recipient,
          })
          .from(whatsappMessageStatus)
          .where(eq(whatsappMessageStatus.messageId, s.data.id))
          .limit(1);
        const rows = await db
          .insert(whatsappMessageStatus)
          .values({
            messageId: s.data.id,
            status: s.data.status as (typeof WHATSAPP_STATUSES)[number],
            recipient: s.data.recipient_id ?? first?.recipient ?? "",
            leadId: first?.leadId ?? null,
            error: errorText(s.data.errors),
          })
          .onConflictDoNothing()
          .returning({ id: whatsappMessageStatus.id });
        stored += rows.length;
      }
    }
  }
  return stored;
}
