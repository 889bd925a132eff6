import "server-only";
import { z } from "zod";
import type { IncomingDetails } from "../../schema";

const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** Buyer text as staff will read it: no control characters, well-formed, bounded. */
export function clean(value: unknown, max = 10_000): string | null {
  if (typeof value !== "string") return null;
  const v = value.replace(CONTROL, " ").toWellFormed().slice(0, max).trim();
  return v || null;
}
const opt = (value: unknown, max: number) => clean(value, max) ?? undefined;

/** Meta sends quantities and prices as numbers (its examples show them as strings). */
const num = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const sharedContact = z
  .object({
    name: z.object({ formatted_name: z.string().optional() }).passthrough().optional(),
    phones: z
      .array(z.object({ phone: z.string().optional() }).passthrough())
      .max(20)
      .optional(),
    emails: z
      .array(z.object({ email: z.string().optional() }).passthrough())
      .max(20)
      .optional(),
  })
  .passthrough();
const orderItem = z
  .object({
    product_retailer_id: z.string(),
    quantity: num,
    item_price: num,
    currency: z.string(),
  })
  .passthrough();

export const richFields = {
  location: z
    .object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      name: z.string().optional(),
      address: z.string().optional(),
    })
    .passthrough()
    .optional(),
  contacts: z.array(sharedContact).max(50).optional(),
  order: z
    .object({
      catalog_id: z.string().optional(),
      text: z.string().optional(),
      product_items: z.array(orderItem).max(100).default([]),
    })
    .passthrough()
    .optional(),
  referral: z
    .object({
      source_url: z.string().optional(),
      source_type: z.string().optional(),
      headline: z.string().optional(),
      body: z.string().optional(),
    })
    .passthrough()
    .optional(),
  context: z
    .object({ id: z.string().max(200).optional() })
    .passthrough()
    .optional(),
  system: z
    .object({
      body: z.string().optional(),
      type: z.string().optional(),
      new_wa_id: z.union([z.string(), z.number()]).optional(),
      wa_id: z.string().optional(),
    })
    .passthrough()
    .optional(),
};
type Rich = { [K in keyof typeof richFields]?: z.infer<(typeof richFields)[K]> } & {
  type: string;
  interactive?: {
    list_reply?: { id?: string; description?: string };
    button_reply?: { id?: string };
  };
  media?: { caption?: string; voice?: boolean };
};

/** Types whose system note moves the conversation to a new number. */
export const NUMBER_CHANGES = ["customer_changed_number", "user_changed_number"];

/** Only a web address is kept as a link (a javascript: or data: URL never reaches the page). */
function webUrl(value: unknown): string | undefined {
  const v = clean(value, 2000);
  if (!v) return undefined;
  try {
    const u = new URL(v);
    return u.protocol === "https:" || u.protocol === "http:" ? u.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The digits of a changed number, when the system message says it. */
export function newNumberOf(m: Pick<Rich, "system">): string | null {
  const n = String(m.system?.new_wa_id ?? m.system?.wa_id ?? "").replace(/\D/g, "");
  return n.length >= 6 && n.length <= 20 ? n : null;
}

/** What the message says beyond its text, each part cleaned and bounded; null when nothing. */
export function detailsOf(m: Rich): IncomingDetails | null {
  const d: IncomingDetails = {};
  const caption = opt(m.media?.caption, 3000);
  if (caption) d.caption = caption;
  if (m.type === "audio" && m.media?.voice === true) d.voice = true;
  if (m.type === "location" && m.location) {
    const l = m.location;
    d.location = {
      latitude: l.latitude,
      longitude: l.longitude,
      name: opt(l.name, 300),
      address: opt(l.address, 500),
    };
  }
  if (m.type === "contacts" && m.contacts?.length)
    d.contacts = m.contacts.map((c) => ({
      name: clean(c.name?.formatted_name, 200) ?? "",
      phones: (c.phones ?? []).map((p) => clean(p.phone, 50)).filter((p): p is string => !!p),
      emails: (c.emails ?? []).map((e) => clean(e.email, 200)).filter((e): e is string => !!e),
    }));
  if (m.type === "order" && m.order)
    d.order = {
      catalogId: opt(m.order.catalog_id, 100),
      text: opt(m.order.text, 1000),
      items: m.order.product_items.map((i) => ({
        productRetailerId: clean(i.product_retailer_id, 200) ?? "",
        quantity: i.quantity,
        price: i.item_price,
        currency: clean(i.currency, 10) ?? "",
      })),
    };
  const reply = m.interactive?.list_reply ?? m.interactive?.button_reply;
  if (m.type === "interactive" && reply) {
    const description = opt((reply as { description?: string }).description, 500);
    d.reply = { id: opt(reply.id, 200), ...(description ? { description } : {}) };
  }
  if (m.referral)
    d.referral = {
      headline: opt(m.referral.headline, 500),
      body: opt(m.referral.body, 2000),
      sourceUrl: webUrl(m.referral.source_url),
      sourceType: opt(m.referral.source_type, 20),
    };
  if (m.type === "system" && m.system?.type)
    d.system = { kind: clean(m.system.type, 60) ?? "", newNumber: newNumberOf(m) ?? undefined };
  const parts = JSON.parse(JSON.stringify(d)) as IncomingDetails; // drops the undefined fields
  return Object.keys(parts).length ? parts : null;
}

/** The text staff read for types that have no body of their own. */
export function summaryOf(m: Rich, details: IncomingDetails | null): string | null {
  switch (m.type) {
    case "location": {
      const l = details?.location;
      if (!l) return null;
      return [l.name, l.address].filter(Boolean).join(", ") || `${l.latitude}, ${l.longitude}`;
    }
    case "contacts":
      return (
        details?.contacts
          ?.map((c) => [c.name, ...c.phones].filter(Boolean).join(" "))
          .join("; ")
          .slice(0, 2000) || null
      );
    case "order":
      return details?.order?.text ?? null;
    case "system":
      return clean(m.system?.body, 500);
    default:
      return null;
  }
}
