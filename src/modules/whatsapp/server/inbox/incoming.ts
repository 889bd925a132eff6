import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { auditRowsSql, recordAuditIn, type AuditEntry } from "@/platform/audit/record";
import type { Db } from "@/platform/db/open";
import {
  insertSenderLead,
  newestLeadOfSender,
  setRoutedOwner,
  setRoutedOwnerSql,
  takeNextOwner,
  toE164,
  updateSenderIds,
} from "@/modules/leads/server";
import { whatsappConversations, whatsappIncoming, type IncomingDetails } from "../../schema";
import { noteIncoming, preview } from "../sales-inbox/conversations";
import { announceAssignment } from "../sales-inbox/notify";
import { routeOwner } from "../sales-inbox/routing";
import { setOptOut } from "../opt-out";
import { onBuyerMessage } from "../reply-time/clock";
import { optWord } from "../opt-out-words";
import { NUMBER_CHANGES, clean, detailsOf, newNumberOf, richFields, summaryOf } from "./details";

/** The lead source of a buyer who wrote to us first. */
const WHATSAPP_SOURCE = "whatsapp";
/** Types whose file is downloaded into the file store; other types show their type. */
const MEDIA_TYPES = ["image", "document", "audio", "video"] as const;
const NO_ANSWER_TYPES = ["system", "reaction"];

const media = z
  .object({
    id: z.string().max(200).optional(),
    mime_type: z.string().max(200).optional(),
    caption: z.string().optional(),
    filename: z.string().optional(),
    voice: z.boolean().optional(),
  })
  .passthrough();
const message = z
  .object({
    /** Withheld by Meta for a buyer with a username it may not share the number of. */
    from: z
      .string()
      .regex(/^\+?\d{6,20}$/)
      .optional(),
    /** The business-scoped user id (BSUID): "US.1234…", sent with or instead of the number. */
    from_user_id: z
      .string()
      .regex(/^[A-Za-z0-9._-]{2,200}$/)
      .optional(),
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
        button_reply: z.object({ id: z.string(), title: z.string() }).partial().optional(),
        list_reply: z
          .object({ id: z.string(), title: z.string(), description: z.string() })
          .partial()
          .optional(),
      })
      .passthrough()
      .optional(),
    reaction: z.object({ emoji: z.string() }).partial().optional(),
    image: media.optional(),
    document: media.optional(),
    audio: media.optional(),
    video: media.optional(),
    ...richFields,
  })
  .passthrough()
  .refine((m) => m.from || m.from_user_id, "A message names its sender");
type IncomingMessage = z.infer<typeof message>;

const value = z
  .object({
    messages: z.array(z.unknown()).optional(),
    contacts: z
      .array(
        z
          .object({
            wa_id: z.string().optional(),
            user_id: z.string().optional(),
            profile: z.object({ name: z.string(), username: z.string() }).partial().optional(),
          })
          .passthrough(),
      )
      .optional(),
  })
  .passthrough();
type Profile = { name: string | null; username: string | null };

/** The message's text for staff: its body, caption, button or reply title, or a summary. */
function bodyOf(m: IncomingMessage, details: IncomingDetails | null): string | null {
  switch (m.type) {
    case "text":
      return clean(m.text?.body);
    case "button":
      return clean(m.button?.text);
    case "interactive":
      return clean(m.interactive?.button_reply?.title ?? m.interactive?.list_reply?.title);
    case "reaction":
      return clean(m.reaction?.emoji, 20);
    default: {
      const file = mediaOf(m);
      return file ? clean(file.caption, 3000) : summaryOf(m, details);
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
 * sender's number (or, for a buyer Meta names only by business-scoped user id, with that id),
 * creating a lead (source whatsapp, named from the profile) when none has it. An advisory lock
 * per sender makes two deliveries from one new sender create one lead. "STOP" and "START" (and
 * their translations) set the number's opt-out; a changed number moves the lead to the new one.
 * Returns the lead ids touched.
 */
export async function recordIncoming(db: Db, rawValue: unknown): Promise<Set<string>> {
  const touched = new Set<string>();
  const parsed = value.safeParse(rawValue);
  if (!parsed.success) return touched;
  const profiles = new Map<string, Profile>();
  for (const c of parsed.data.contacts ?? []) {
    const p = { name: clean(c.profile?.name, 100), username: clean(c.profile?.username, 100) };
    if (c.wa_id) profiles.set(c.wa_id.replace(/\D/g, ""), p);
    if (c.user_id) profiles.set(c.user_id, p);
  }
  for (const raw of parsed.data.messages ?? []) {
    const m = message.safeParse(raw);
    if (!m.success) continue;
    const profile = (m.data.from && profiles.get(m.data.from.replace(/\D/g, ""))) ||
      (m.data.from_user_id && profiles.get(m.data.from_user_id)) || { name: null, username: null };
    const stored = await storeOne(db, m.data, profile);
    if (stored) touched.add(stored);
  }
  return touched;
}

const BY_CHANNEL = { actor: { id: null, email: null }, ip: null, entity: "lead" } as const;

/** The audit entries of one stored message: a changed number, a new owner, an opt-out. */
function auditOf(
  leadId: string | null,
  created: { id: string; ownerId: string | null } | null,
  routed: { id: string; ownerId: string } | null,
  moved: { from: string; to: string } | null,
  opt: { before: boolean; after: boolean } | null,
): AuditEntry[] {
  const entries: AuditEntry[] = [];
  if (leadId && moved)
    entries.push({
      ...BY_CHANNEL,
      entityId: leadId,
      action: "update",
      changes: { before: { whatsapp: moved.from }, after: { whatsapp: moved.to } },
    });
  const assigned = created?.ownerId ? created : routed;
  if (assigned)
    entries.push({
      ...BY_CHANNEL,
      entityId: assigned.id,
      action: "assign",
      changes: { before: { ownerId: null }, after: { ownerId: assigned.ownerId } },
    });
  if (leadId && opt)
    entries.push({
      ...BY_CHANNEL,
      entityId: leadId,
      action: opt.after ? "whatsapp-opt-out" : "whatsapp-opt-in",
      changes: { before: { optedOut: opt.before }, after: { optedOut: opt.after } },
    });
  return entries;
}

/**
 * What a routing pick sets off in the pick's own statement (routeOwner's `then`): the lead gets the
 * picked person (through the leads module) and the assignment its audit entry (through
 * platform/audit). Null without an audit trail plugged in.
 */
function giveRoutedLead(leadId: string) {
  return (picked: SQL) => {
    const audit = auditRowsSql({
      ...BY_CHANNEL,
      action: "assign",
      from: sql`owned`,
      entityId: sql`owned.id`,
      before: { ownerId: null },
      after: sql`jsonb_build_object('ownerId', owned.owner_id)`,
    });
    return audit && sql`owned as (${setRoutedOwnerSql(leadId, picked)}), audited as (${audit})`;
  };
}

async function storeOne(db: Db, m: IncomingMessage, profile: Profile) {
  const sender = (m.from ?? "").replace(/\D/g, "");
  const userId = m.from_user_id ?? null;
  const e164 = sender ? toE164("+", sender) : null;
  const sentAt = m.timestamp ? new Date(Number(m.timestamp) * 1000) : new Date();
  const file = mediaOf(m);
  let details = detailsOf({ ...m, media: file });
  if (profile.username && !sender) details = { ...details, username: profile.username };
  const newNumber =
    m.type === "system" && NUMBER_CHANGES.includes(m.system?.type ?? "") ? newNumberOf(m) : null;
  let created: { id: string; name: string; whatsapp: string; ownerId: string | null } | null = null;
  let routed: { id: string; name: string; whatsapp: string; ownerId: string } | null = null;
  let opt: { before: boolean; after: boolean } | null = null;
  let moved: { from: string; to: string } | null = null;
  const leadId = await db.transaction(async (tx) => {
    // Both keys, always in this order: a buyer's messages with and without the number serialise.
    for (const key of [userId, sender].filter(Boolean))
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"wa-in:" + key}))`);
    const [seen] = await tx
      .select({ leadId: whatsappIncoming.leadId })
      .from(whatsappIncoming)
      .where(eq(whatsappIncoming.wamid, m.id))
      .limit(1);
    if (seen) return null; // Meta's retry of a message we have
    let lead = await newestLeadOfSender(tx, e164, userId);
    if (!lead) {
      const parsedNumber = e164 ? parsePhoneNumberFromString(e164) : undefined;
      const countryCode = parsedNumber ? `+${parsedNumber.countryCallingCode}` : "+";
      // The owners' routing rules first; without a match, the new-lead round-robin as before.
      const route = await routeOwner(tx, {
        language: "en",
        countryCode,
        source: WHATSAPP_SOURCE,
        gameId: null,
      });
      const ownerId = route?.ownerId ?? (await takeNextOwner(tx));
      const row = await insertSenderLead(tx, {
        name:
          profile.name ??
          (profile.username ? `@${profile.username.replace(/^@/, "")}` : null) ??
          e164 ??
          "WhatsApp buyer",
        // A buyer known only by user id has no number until Meta shares one.
        whatsapp: e164 ?? "",
        whatsappUserId: userId,
        countryCode,
        location: "",
        source: WHATSAPP_SOURCE,
        ownerId,
      });
      created = row;
      lead = row;
    } else if ((userId && lead.whatsappUserId !== userId) || (e164 && !lead.whatsapp)) {
      // The number and the user id now known together: either finds this lead next time.
      await updateSenderIds(tx, lead.id, {
        ...(userId ? { whatsappUserId: userId } : {}),
        ...(e164 && !lead.whatsapp ? { whatsapp: e164 } : {}),
      });
    }
    if (newNumber) {
      const to = toE164("+", newNumber);
      const parsedNumber = parsePhoneNumberFromString(to);
      await updateSenderIds(tx, lead.id, {
        whatsapp: to,
        ...(parsedNumber ? { countryCode: `+${parsedNumber.countryCallingCode}` } : {}),
      });
      moved = { from: lead.whatsapp, to };
    }
    const inserted = await tx
      .insert(whatsappIncoming)
      .values({
        wamid: m.id,
        leadId: lead.id,
        sender,
        senderUserId: userId,
        type: m.type,
        body: bodyOf(m, details),
        details,
        replyTo: m.context?.id ?? null,
        mediaId: file?.id ?? null,
        mediaMime: clean(file?.mime_type, 200),
        fileName: clean(file?.filename, 255),
        sentAt,
      })
      .onConflictDoNothing()
      .returning({ id: whatsappIncoming.id });
    if (inserted.length === 0) {
      await recordAuditIn(tx, auditOf(null, created, null, null, null));
      return null;
    }
    // A lead with an owner keeps it; one without gets the routing rules' person when this message
    // opens its conversation (the first, or the first since it was closed).
    let ownerId = lead.ownerId;
    let audited = false;
    if (!ownerId && !created) {
      const [open] = await tx
        .select({ closedAt: whatsappConversations.closedAt })
        .from(whatsappConversations)
        .where(eq(whatsappConversations.leadId, lead.id))
        .limit(1);
      const route =
        !open || open.closedAt
          ? await routeOwner(tx, lead, { then: giveRoutedLead(lead.id) })
          : null;
      if (route) {
        ownerId = route.ownerId;
        audited = route.thenRan;
        // Without an audit trail plugged in the pick gave nothing: given here, recorded below.
        if (!audited) await setRoutedOwner(tx, lead.id, ownerId);
        routed = { id: lead.id, name: lead.name, whatsapp: lead.whatsapp, ownerId };
      }
    }
    await noteIncoming(tx, {
      leadId: lead.id,
      ownerId,
      sentAt,
      preview: preview(bodyOf(m, details), m.type),
    });
    const word = m.type === "text" && sender ? optWord(m.text?.body) : null;
    if (word) {
      const before = await setOptOut(tx, sender, word === "out", "message");
      if (before !== (word === "out")) opt = { before, after: word === "out" };
    }
    // STOP/START, a reaction or a changed number waits for no answer.
    if (!word && !NO_ANSWER_TYPES.includes(m.type)) await onBuyerMessage(tx, lead.id, sentAt);
    // With the change they describe, in one insert: no transaction of their own per entry.
    await recordAuditIn(tx, auditOf(lead.id, created, audited ? null : routed, moved, opt));
    return lead.id;
  });
  const lead = created as {
    id: string;
    name: string;
    whatsapp: string;
    ownerId: string | null;
  } | null;
  const assigned = (lead?.ownerId ? lead : routed) as {
    id: string;
    name: string;
    whatsapp: string;
    ownerId: string;
  } | null;
  if (assigned) await announceAssignment(assigned, null);
  return leadId;
}
