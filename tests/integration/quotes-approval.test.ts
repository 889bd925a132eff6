import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PUT as putPrices } from "@/app/api/admin/games/[id]/prices/route";
import { PUT as putQuoteSettings } from "@/app/api/admin/quote-settings/route";
import { GET as listQuotesRoute, POST as postQuote } from "@/app/api/admin/leads/[id]/quotes/route";
import { PUT as putQuote } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/route";
import { POST as postApprove } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/approve/route";
import { POST as postSend } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/send/route";
import { games } from "@/modules/catalog/schema";
import { quotes } from "@/modules/quotes/schema";
import type { QuoteView } from "@/modules/quotes/server/build";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs } from "../setup/auth";
import { insertLead, quoteDraft } from "../support/quotes";

// An owner's approval is needed when a quote sells under list by more than the threshold however
// that is reached (unit price, stacked discounts), or carries a large hand-priced line; it covers
// the content approved only, and sending checks it again.
let owner = { cookie: "", id: "", email: "" };
let sales = { cookie: "", id: "", email: "" };
let racer = "";

const LIST = 1_000_000; // 10,000.00 EUR
const gameLine = (extra: Record<string, unknown> = {}) => ({
  kind: "game",
  gameId: racer,
  description: "",
  quantity: 1,
  unitMinor: null,
  discountBp: 0,
  ...extra,
});
const quote = (lines: unknown[], extra: Record<string, unknown> = {}) =>
  quoteDraft({ currency: "EUR", lines, ...extra });

const newLead = () => insertLead(sales.id, { gameId: racer });
async function create(leadId: string, json: unknown) {
  const res = await postQuote(
    adminRequest(sales.cookie, `/api/admin/leads/${leadId}/quotes`, { method: "POST", json }),
    ctx({ id: leadId }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; status: string };
}
const edit = (leadId: string, quoteId: string, json: unknown) =>
  putQuote(
    adminRequest(sales.cookie, `/api/admin/leads/${leadId}/quotes/${quoteId}`, {
      method: "PUT",
      json,
    }),
    ctx({ id: leadId, quoteId }),
  );
const send = (leadId: string, quoteId: string) =>
  postSend(
    adminRequest(sales.cookie, `/api/admin/leads/${leadId}/quotes/${quoteId}/send`, {
      method: "POST",
    }),
    ctx({ id: leadId, quoteId }),
  );
const approve = (leadId: string, quoteId: string, fingerprint: string) =>
  postApprove(
    adminRequest(owner.cookie, `/api/admin/leads/${leadId}/quotes/${quoteId}/approve`, {
      method: "POST",
      json: { fingerprint },
    }),
    ctx({ id: leadId, quoteId }),
  );
async function view(leadId: string, quoteId: string): Promise<QuoteView> {
  const res = await listQuotesRoute(
    adminRequest(sales.cookie, `/api/admin/leads/${leadId}/quotes`),
    ctx({ id: leadId }),
  );
  const all = ((await res.json()) as { quotes: QuoteView[] }).quotes;
  return all.find((q) => q.id === quoteId)!;
}
const message = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;

beforeAll(async () => {
  owner = await signInAs("owner", "Olivia Owner");
  sales = await signInAs("sales", "Sam Sales");
  const [game] = await (
    await getDb()
  )
    .insert(games)
    .values({ title: "Galaxy Racer", category: "Racing" })
    .returning();
  racer = game!.id;
  const prices = await putPrices(
    adminRequest(owner.cookie, `/api/admin/games/${racer}/prices`, {
      method: "PUT",
      json: { prices: { EUR: LIST } },
    }),
    ctx({ id: racer }),
  );
  expect(prices.status).toBe(200);
  const settings = await putQuoteSettings(
    adminRequest(owner.cookie, "/api/admin/quote-settings", {
      method: "PUT",
      json: {
        currencies: ["EUR"],
        approvalThresholdBp: 1000,
        customLineApprovalMinor: { EUR: 200_000 },
        defaultValidDays: 30,
        defaultTerms: "",
        whatsappTemplate: null,
      },
    }),
    ctx({}),
  );
  expect(settings.status).toBe(200);
  expect(await settings.json()).toMatchObject({ customLineApprovalMinor: { EUR: 200_000 } });
});

describe("what needs an owner's approval", () => {
  it("a game's unit price typed 20% under its list price, with no discount at all", async () => {
    const lead = await newLead();
    const q = await create(lead, quote([gameLine({ unitMinor: 800_000 })]));
    expect(q.status).toBe("awaiting_approval");
    const v = await view(lead, q.id);
    expect(v).toMatchObject({ status: "awaiting_approval", needsApproval: true });
    expect(v.approvalReason).toContain("20% under list price");
    const refused = await send(lead, q.id);
    expect(refused.status).toBe(409);
    expect(await message(refused)).toContain("An owner must approve this quote");
  });

  it("a line discount and a quote discount each under the threshold that stack past it", async () => {
    const lead = await newLead();
    // 8% then 8%: 15.36% under list.
    const q = await create(lead, quote([gameLine({ discountBp: 800 })], { discountBp: 800 }));
    expect(q.status).toBe("awaiting_approval");
    expect((await send(lead, q.id)).status).toBe(409);
    // Each alone, or together within the threshold, needs none.
    const ok = await create(lead, quote([gameLine({ discountBp: 500 })], { discountBp: 400 }));
    expect(ok.status).toBe("draft");
  });

  it("a hand-priced line over the owner's amount for the currency", async () => {
    const lead = await newLead();
    const custom = (unitMinor: number) => ({
      kind: "custom",
      gameId: null,
      description: "Galaxy Racer, as a custom cabinet",
      quantity: 1,
      unitMinor,
      discountBp: 0,
    });
    const big = await create(lead, quote([custom(200_001)]));
    expect(big.status).toBe("awaiting_approval");
    expect((await view(lead, big.id)).approvalReason).toContain("priced by hand");
    expect((await create(lead, quote([custom(200_000)]))).status).toBe("draft");
  });
});

describe("an approval covers the content approved", () => {
  it("an owner approves what they were shown; any change after needs approval again", async () => {
    const lead = await newLead();
    const q = await create(lead, quote([gameLine({ unitMinor: 850_000 })]));
    const shown = await view(lead, q.id);
    // A fingerprint the quote no longer has (an edit made meanwhile) approves nothing.
    const stale = await approve(lead, q.id, "A".repeat(43));
    expect(stale.status).toBe(409);
    expect(await message(stale)).toContain("changed since you opened it");
    expect((await approve(lead, q.id, shown.fingerprint)).status).toBe(200);
    expect(await view(lead, q.id)).toMatchObject({ status: "draft", needsApproval: false });

    // The salesperson then lowers the price further: the approval does not cover it.
    expect((await edit(lead, q.id, quote([gameLine({ unitMinor: 500_000 })]))).status).toBe(200);
    const changed = await view(lead, q.id);
    expect(changed).toMatchObject({
      status: "awaiting_approval",
      needsApproval: true,
      approvalOutdated: true,
      approvedBy: "Olivia Owner",
    });
    const refused = await send(lead, q.id);
    expect(refused.status).toBe(409);
    expect(await message(refused)).toContain("changed after an owner approved it");

    // Approved again, as it is now, it is sent.
    expect((await approve(lead, q.id, changed.fingerprint)).status).toBe(200);
    expect((await send(lead, q.id)).status).toBe(200);
  });

  it("sending checks again: content changed behind the approval is refused in the send itself", async () => {
    const lead = await newLead();
    const q = await create(lead, quote([gameLine()], { discountBp: 1500 }));
    expect((await approve(lead, q.id, (await view(lead, q.id)).fingerprint)).status).toBe(200);
    // The row says "draft" (approved); its content is then changed without going through an edit.
    const db = await getDb();
    const [row] = await db.select().from(quotes).where(eq(quotes.id, q.id));
    await db
      .update(quotes)
      .set({ lines: row!.lines.map((l) => ({ ...l, quantity: 5 })), totalMinor: 4_250_000 })
      .where(eq(quotes.id, q.id));
    const refused = await send(lead, q.id);
    expect(refused.status).toBe(409);
    const [after] = await db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(after).toMatchObject({ status: "draft", sentAt: null, tokenHash: null });
  });

  it("an edit that keeps the priced content keeps needing nothing more than it had", async () => {
    const lead = await newLead();
    const q = await create(lead, quote([gameLine()], { discountBp: 1200 }));
    expect((await approve(lead, q.id, (await view(lead, q.id)).fingerprint)).status).toBe(200);
    // Saved again unchanged (the builder's Save pressed twice): still approved.
    expect((await edit(lead, q.id, quote([gameLine()], { discountBp: 1200 }))).status).toBe(200);
    expect(await view(lead, q.id)).toMatchObject({ status: "draft", needsApproval: false });
    expect((await send(lead, q.id)).status).toBe(200);
  });
});
