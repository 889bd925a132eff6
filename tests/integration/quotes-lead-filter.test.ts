import { beforeAll, describe, expect, it } from "vitest";
import { GET as listLeads } from "@/app/api/admin/leads/route";
import { GET as exportLeads } from "@/app/api/admin/leads/export/route";
import { leads } from "@/modules/leads/schema";
import { LEAD_QUOTE_FILTERS } from "@/modules/leads/validation";
import { quotes, type QuoteLine } from "@/modules/quotes/schema";
import { QUOTE_STATUS_LABELS } from "@/modules/quotes";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs } from "../setup/auth";

// The leads list filtered by the state of a lead's quote: one lead per state, read through the
// list endpoint (and its CSV export, which uses the same filters).
const DAY = 86_400_000;
const line: QuoteLine = {
  kind: "custom",
  gameId: null,
  description: "Cabinet",
  quantity: 1,
  unitMinor: 100_00,
  discountBp: 0,
};
let sales = { cookie: "", id: "" };

async function leadWithQuote(
  name: string,
  versions: Array<Partial<typeof quotes.$inferInsert>>,
): Promise<void> {
  const db = await getDb();
  const [lead] = await db
    .insert(leads)
    .values({
      name,
      whatsapp: `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      countryCode: "+1",
      location: "Austin",
      ownerId: sales.id,
    })
    .returning();
  const seriesId = crypto.randomUUID();
  for (const [i, v] of versions.entries())
    await db.insert(quotes).values({
      leadId: lead!.id,
      seriesId,
      version: i + 1,
      currency: "USD",
      lines: [line],
      subtotalMinor: 100_00,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 100_00,
      ...v,
    });
}

const names = async (query: string) => {
  const res = await listLeads(adminRequest(sales.cookie, `/api/admin/leads?${query}`), ctx({}));
  expect(res.status).toBe(200);
  const body = (await res.json()) as { leads: Array<{ name: string }>; total: number };
  expect(body.total).toBe(body.leads.length);
  return body.leads.map((l) => l.name).sort();
};

beforeAll(async () => {
  sales = await signInAs("sales");
  const now = Date.now();
  const sent = { sentAt: new Date(now - DAY), validUntil: new Date(now + 29 * DAY) };
  await leadWithQuote("No Quote", []);
  await leadWithQuote("Draft Buyer", [{ status: "draft" }]);
  await leadWithQuote("Approval Buyer", [{ status: "awaiting_approval" }]);
  await leadWithQuote("Sent Buyer", [{ status: "sent", ...sent }]);
  await leadWithQuote("Viewed Buyer", [
    { status: "viewed", ...sent, viewedAt: new Date(now - 3_600_000) },
  ]);
  await leadWithQuote("Accepted Buyer", [
    { status: "accepted", ...sent, acceptedAt: new Date(), acceptedName: "A" },
  ]);
  await leadWithQuote("Declined Buyer", [{ status: "declined", ...sent, declinedAt: new Date() }]);
  // Sent 40 days ago with 30 days' validity: still "sent" in the table, expired by its date.
  await leadWithQuote("Expired Buyer", [
    { status: "sent", sentAt: new Date(now - 40 * DAY), validUntil: new Date(now - 10 * DAY) },
  ]);
  // Version 1 replaced by a draft of version 2: the lead's quote is a draft, not "sent".
  await leadWithQuote("Replaced Buyer", [
    { status: "replaced", ...sent, replacedAt: new Date() },
    { status: "draft" },
  ]);
});

describe("the leads list by quote state", () => {
  it("offers every state a quote can show but a replaced one", () => {
    const shown = Object.keys(QUOTE_STATUS_LABELS).filter((s) => s !== "replaced");
    expect([...LEAD_QUOTE_FILTERS].sort()).toEqual(shown.sort());
  });

  it("lists the leads whose current quote is in the chosen state", async () => {
    expect(await names("quote=draft")).toEqual(["Draft Buyer", "Replaced Buyer"]);
    expect(await names("quote=awaiting_approval")).toEqual(["Approval Buyer"]);
    expect(await names("quote=sent")).toEqual(["Sent Buyer"]);
    expect(await names("quote=viewed")).toEqual(["Viewed Buyer"]);
    expect(await names("quote=accepted")).toEqual(["Accepted Buyer"]);
    expect(await names("quote=declined")).toEqual(["Declined Buyer"]);
    expect(await names("quote=expired")).toEqual(["Expired Buyer"]);
    // No filter (or "all"): every lead, with or without a quote.
    expect(await names("")).toContain("No Quote");
    expect(await names("quote=all")).toHaveLength(9);
  });

  it("combines with the list's other filters", async () => {
    expect(await names("quote=draft&q=replaced")).toEqual(["Replaced Buyer"]);
    expect(await names("quote=sent&status=converted")).toEqual([]);
  });

  it("refuses a state it does not know", async () => {
    for (const bad of ["replaced", "won", "SENT"]) {
      const res = await listLeads(
        adminRequest(sales.cookie, `/api/admin/leads?quote=${bad}`),
        ctx({}),
      );
      expect(res.status, bad).toBe(400);
    }
  });

  it("exports the same leads as it lists", async () => {
    const owner = await signInAs("owner");
    const res = await exportLeads(
      adminRequest(owner.cookie, "/api/admin/leads/export?quote=expired"),
      ctx({}),
    );
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain("Expired Buyer");
    expect(csv).not.toContain("Sent Buyer");
  });
});
