import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { getDb } from "@/platform/db/client";
import { WHATSAPP_STATUSES, whatsappMessageStatus } from "../schema";

/**
 * X-Hub-Signature-256 is "sha256=" + hex HMAC-SHA256 of the raw body bytes with the app secret
 * (bytes, not decoded text: re-encoding would change what was signed). Compared in constant time.
 */
export function signatureMatches(
  rawBody: Uint8Array,
  header: string | null,
  appSecret: string,
): boolean {
  if (!header?.startsWith("sha256=")) return false;
  const expected = createHmac("sha256", appSecret).update(rawBody).digest();
  const given = Buffer.from(header.slice("sha256=".length), "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The subscription handshake's verify token, compared in constant time whatever its length. */
export function verifyTokenMatches(given: string | null, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const digest = (v: string) => createHash("sha256").update(v, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

const statusUpdate = z.object({
  id: z.string().min(1),
  status: z.string(),
  recipient_id: z.string().optional(),
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

function errorText(errors: z.infer<typeof statusUpdate>["errors"]): string | null {
  if (!errors?.length) return null;
  return errors
    .map((e) =>
      [e.code, e.title, e.message, e.error_data?.details]
        .filter((p) => p !== undefined && p !== "")
        .join(": "),
    )
    .join("; ")
    .slice(0, 1000);
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
