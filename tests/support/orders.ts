import { eq } from "drizzle-orm";
import { leads } from "@/modules/leads/schema";
import { createOrderFromQuote } from "@/modules/orders/server/create";
import { quotes, type QuoteLine } from "@/modules/quotes/schema";
import { hashQuoteToken, newQuoteToken } from "@/modules/quotes/server/token";
import { getDb } from "@/platform/db/client";

const DAY = 86_400_000;

export const quoteLine = (description: string, unitMinor: number, quantity = 1): QuoteLine => ({
  kind: "custom",
  gameId: null,
  description,
  quantity,
  unitMinor,
  discountBp: 0,
});

/** A lead and a sent quote for it, with the buyer's token. */
export async function sentQuoteForNewLead(
  values: Partial<typeof quotes.$inferInsert> = {},
  leadName = "Olivia Orders",
) {
  const db = await getDb();
  const [lead] = await db
    .insert(leads)
    .values({
      name: leadName,
      whatsapp: `+1555${Math.floor(Math.random() * 1e7)}`,
      countryCode: "+1",
      location: "Springfield",
    })
    .returning();
  const token = newQuoteToken();
  const [quote] = await db
    .insert(quotes)
    .values({
      leadId: lead!.id,
      seriesId: crypto.randomUUID(),
      currency: "USD",
      lines: [quoteLine("Air hockey pro", 2_500_00, 2), quoteLine("Shipping crate", 150_00)],
      subtotalMinor: 5_150_00,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 5_150_00,
      status: "sent",
      sentAt: new Date(),
      validUntil: new Date(Date.now() + 3650 * DAY),
      tokenHash: hashQuoteToken(token),
      ...values,
    })
    .returning();
  return { lead: lead!, quote: quote!, token };
}

/**
 * An accepted order of 10,000.00 USD (two lines) for a buyer with WhatsApp number `whatsapp`
 * and no email, in `language`: its portal account is the operator with that number.
 */
export async function orderForNumber(whatsapp: string, language = "es") {
  const { quote, lead } = await sentQuoteForNewLead({
    status: "accepted",
    lines: [quoteLine("Galaxy Racer", 6_000_00), quoteLine("Installation visit", 4_000_00)],
    subtotalMinor: 10_000_00,
    totalMinor: 10_000_00,
  });
  const db = await getDb();
  await db.update(leads).set({ whatsapp, language }).where(eq(leads.id, lead.id));
  const order = await db.transaction((tx) =>
    createOrderFromQuote(tx, quote, { origin: "accepted" }, null, new Date()),
  );
  return order!;
}
