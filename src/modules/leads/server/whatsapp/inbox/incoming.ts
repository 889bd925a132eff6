import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { recordAudit } from "@/modules/audit/public/record";
import type { Db } from "@/platform/db/open";
import { leads, whatsappIncoming } from "../../../schema";
import { mailNewOwner, takeNextOwner } from "../../assign";
import { toE164 } from "../../phone";
import { setOptOut } from "../opt-out";
import { optWord } from "../opt-out-words";

/** The lead source of a buyer who wrote to us first. */
const WHATSAPP_SOURCE = "whatsapp";
/** Types whose file is downloaded into the file store; other types show their type. */
const MEDIA_TYPES = ["image", "document", "audio", "video"] as const;

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Buyer text as staff will read it: no control characters, well-formed, bounded. */
function clean(value: unknown, max = 10_000): string | null {
  if (typeof value !== "string") return null;
  const v = value.replace(CONTROL, " ").toWellFormed().slice(0, max).trim();
  return v || null;
}

const media = z
  .object({
    id: z.string().max(200).optional(),
    mime_type: z.string().max(200).optional(),
    caption: z.string().optional(),
    filename: z.string().optional(),
  })
  .passthrough();
const message = z
  .object({
    from: z.string().regex(/^\+?\d{6,20}$/),
    id: z.string().min(1).max(200),
    timestamp: z
      .string()
      .regex(/^\d{1,12}$/)
      .optional(),
    type: z.string().max(40),
    text: z.object({ body: z.string() }).partial().optional(),
    button: z.object({ text: z.string() }).partial().optional(),
    interactive: z
      .object({
        button_reply: z.object({ title: z.string() }).partial().optional(),
        list_reply: z.object({ title: z.string() }).partial().optional(),
      })
      .passthrough()
      .optional(),
    reaction: z.object({ emoji: z.string() }).partial().optional(),
    location: z
      .object({ latitude: z.number(), longitude: z.number(), name: z.string().optional() })
      .partial()
      .optional(),
    image: media.optional(),
    document: media.optional(),
    audio: media.optional(),
    video: media.optional(),
  })
  .passthrough();
type IncomingMessage = z.infer<typeof message>;

const value = z
  .object({
    messages: z.array(z.unknown()).optional(),
    contacts: z
      .array(
        z
          .object({
            wa_id: z.string().optional(),
            profile: z.object({ name: z.string() }).partial().optional(),
          })
          .passthrough(),
      )
      .optional(),
  })
  .passthrough();

/** The message's text for staff: its body, caption, button or reply title, or a summary. */
function bodyOf(m: IncomingMessage): string | null {
  switch (m.type) {
    case "text":
      return clean(m.text?.body);
    case "button":
      return clean(m.button?.text);
    case "interactive":
      return clean(m.interactive?.button_reply?.title ?? m.interactive?.list_reply?.title);
    case "reaction":
      return clean(m.reaction?.emoji, 20);
    case "location": {
      const l = m.location;
      if (l?.latitude === undefined || l.longitude === undefined) return null;
      return clean(`${l.latitude}, ${l.longitude}${l.name ? ` (${l.name})` : ""}`, 500);
    }
    default: {
      const file = mediaOf(m);
      return clean(file?.caption, 3000);
    }
  }
}

function mediaOf(m: IncomingMessage): z.infer<typeof media> | undefined {
  return (MEDIA_TYPES as readonly string[]).includes(m.type)
    ? (m[m.type as (typeof MEDIA_TYPES)[number]] ?? undefined)
    : undefined;
}

/**
 * Stores each message of a webhook change once (by its wamid), on the newest lead with the
 * sender's number, creating a lead (source whatsapp, named from the profile) when none has it.
 * An advisory lock per number makes two deliveries from one new number create one lead. "STOP"
 * and "START" (and their translations) set the number's opt-out. Returns the lead ids touched.
 */
export async function recordIncoming(db: Db, rawValue: unknown): Promise<Set<string>> {
  const touched = new Set<string>();
  const parsed = value.safeParse(rawValue);
  if (!parsed.success) return touched;
  const names = new Map(
    (parsed.data.contacts ?? []).map((c) => [c.wa_id?.replace(/\D/g, ""), c.profile?.name]),
  );
  for (const raw of parsed.data.messages ?? []) {
    const m = message.safeParse(raw);
    if (!m.success) continue;
    const stored = await storeOne(
      db,
      m.data,
      clean(names.get(m.data.from.replace(/\D/g, "")), 100),
    );
    if (stored) touched.add(stored);
  }
  return touched;
}

async function storeOne(db: Db, m: IncomingMessage, profileName: string | null) {
  const sender = m.from.replace(/\D/g, "");
  const e164 = toE164("+", sender);
  const sentAt = m.timestamp ? new Date(Number(m.timestamp) * 1000) : new Date();
  const file = mediaOf(m);
  let created: { id: string; name: string; whatsapp: string; ownerId: string | null } | null = null;
  let opt: { before: boolean; after: boolean } | null = null;
  const leadId = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"wa-in:" + sender}))`);
    const [seen] = await tx
      .select({ leadId: whatsappIncoming.leadId })
      .from(whatsappIncoming)
      .where(eq(whatsappIncoming.wamid, m.id))
      .limit(1);
    if (seen) return null; // Meta's retry of a message we have
    let [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.whatsapp, e164))
      .orderBy(desc(leads.createdAt))
      .limit(1);
    if (!lead) {
      const parsedNumber = parsePhoneNumberFromString(e164);
      const ownerId = await takeNextOwner(tx);
      const [row] = await tx
        .insert(leads)
        .values({
          name: profileName ?? e164,
          whatsapp: e164,
          countryCode: parsedNumber ? `+${parsedNumber.countryCallingCode}` : "+",
          location: "",
          source: WHATSAPP_SOURCE,
          ownerId,
        })
        .returning();
      created = row!;
      lead = row!;
    }
    const inserted = await tx
      .insert(whatsappIncoming)
      .values({
        wamid: m.id,
        leadId: lead.id,
        sender,
        type: m.type,
        body: bodyOf(m),
        mediaId: file?.id ?? null,
        mediaMime: clean(file?.mime_type, 200),
        fileName: clean(file?.filename, 255),
        sentAt,
      })
      .onConflictDoNothing()
      .returning({ id: whatsappIncoming.id });
    if (inserted.length === 0) return null;
    const word = m.type === "text" ? optWord(m.text?.body) : null;
    if (word) {
      const before = await setOptOut(tx, sender, word === "out", "message");
      if (before !== (word === "out")) opt = { before, after: word === "out" };
    }
    return lead.id;
  });
  const lead = created as {
    id: string;
    name: string;
    whatsapp: string;
    ownerId: string | null;
  } | null;
  if (lead?.ownerId) {
    await recordAudit({
      actor: { id: null, email: null },
      ip: null,
      entity: "lead",
      entityId: lead.id,
      action: "assign",
      changes: { before: { ownerId: null }, after: { ownerId: lead.ownerId } },
    });
    void mailNewOwner(lead.ownerId, lead, null);
  }
  const change = opt as { before: boolean; after: boolean } | null;
  if (leadId && change)
    await recordAudit({
      actor: { id: null, email: null },
      ip: null,
      entity: "lead",
      entityId: leadId,
      action: change.after ? "whatsapp-opt-out" : "whatsapp-opt-in",
      changes: { before: { optedOut: change.before }, after: { optedOut: change.after } },
    });
  return leadId;
}
