import { getDb } from "@/platform/db/client";
import { leads } from "@/modules/leads/schema";

/** A quote as the builder sends it: no discount, tax, terms or note, valid 30 days; `extra` wins. */
export const quoteDraft = (extra: Record<string, unknown> = {}) => ({
  currency: "USD",
  lines: [],
  discountBp: 0,
  taxBp: null,
  taxLabel: null,
  validDays: 30,
  terms: "",
  buyerNote: "",
  buyerEmail: null,
  ...extra,
});

/** A new lead owned by `ownerId`, with a number of its own; `extra` adds columns (a game). */
export async function insertLead(
  ownerId: string,
  extra: Partial<typeof leads.$inferInsert> = {},
): Promise<string> {
  const [lead] = await (
    await getDb()
  )
    .insert(leads)
    .values({
      name: "Ana Lima",
      whatsapp: `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      countryCode: "+1",
      location: "Austin",
      ownerId,
      ...extra,
    })
    .returning({ id: leads.id });
  return lead!.id;
}
