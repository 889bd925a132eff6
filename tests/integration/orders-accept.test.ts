import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { POST as buyerAccept } from "@/app/q/[token]/accept/route";
import { POST as createOrder } from "@/app/api/admin/orders/route";
import { orders, orderStageChanges } from "@/modules/orders/schema";
import { createOrderFromQuote } from "@/modules/orders/server/create";
import { auditLog } from "@/modules/audit/schema";
import { quotes } from "@/modules/quotes/schema";
import { acceptQuote, declineQuote } from "@/modules/quotes/server/buyer";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs } from "../setup/auth";
import { sentQuoteForNewLead } from "../support/orders";

// An accepted quote becomes exactly one order, whatever the number of clicks or processes: the
// order's unique key is the quote's series, written with `on conflict do nothing` inside the
// accept's own transaction. Runs on PostgreSQL (a pool: truly concurrent) and on PGlite.
const SITE = "http://localhost:3000";
const year = new Date().getUTCFullYear();

const ordersOf = async (seriesId: string) =>
  (await getDb()).select().from(orders).where(eq(orders.quoteSeriesId, seriesId));

const acceptPost = (token: string, ip: string) =>
  buyerAccept(
    new Request(`${SITE}/q/${token}/accept`, {
      method: "POST",
      headers: {
        origin: SITE,
        "content-type": "application/x-www-form-urlencoded",
        "x-client-ip": ip,
      },
      body: "name=Olivia&terms=on",
    }),
    ctx({ token }),
  );

describe("an order from the accepted quote", () => {
  it("is made by the buyer's accept, with the version's lines, currency and totals frozen", async () => {
    const { quote, token, lead } = await sentQuoteForNewLead({
      currency: "EUR",
      discountBp: 500,
      discountMinor: 257_50,
      taxBp: 2100,
      taxLabel: "VAT",
      taxMinor: 1_027_58,
      totalMinor: 5_920_08,
    });
    const res = await acceptPost(token, "203.0.113.10");
    expect(res.status).toBeLessThan(400);
    const [order] = await ordersOf(quote.seriesId);
    expect(order).toMatchObject({
      leadId: lead.id,
      quoteId: quote.id,
      origin: "accepted",
      currency: "EUR",
      lines: quote.lines,
      subtotalMinor: 5_150_00,
      discountBp: 500,
      discountMinor: 257_50,
      taxBp: 2100,
      taxLabel: "VAT",
      taxMinor: 1_027_58,
      totalMinor: 5_920_08,
      stage: "confirmed",
      depositBp: 3000,
      depositMinor: 1_776_02,
    });
    expect(order!.number).toMatch(new RegExp(`^ORD-${year}-\\d{4}$`));
    // Frozen: a later change to the quote's row does not reach the order.
    const db = await getDb();
    await db.update(quotes).set({ totalMinor: 1, lines: [] }).where(eq(quotes.id, quote.id));
    const [again] = await ordersOf(quote.seriesId);
    expect(again).toMatchObject({ totalMinor: 5_920_08, lines: quote.lines });
    const stages = await db
      .select()
      .from(orderStageChanges)
      .where(eq(orderStageChanges.orderId, order!.id));
    expect(stages).toMatchObject([{ fromStage: null, toStage: "confirmed", actorId: null }]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, order!.id));
    expect(audit).toMatchObject([{ entity: "order", action: "create", actorId: null }]);
  });

  it("is made once for many simultaneous accepts of one quote", async () => {
    const { quote, token } = await sentQuoteForNewLead();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => acceptQuote(token, `Buyer ${i}`, `198.51.100.${i + 1}`)),
    );
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    expect(await ordersOf(quote.seriesId)).toHaveLength(1);
  });

  it("is not made by a decline", async () => {
    const { quote, token } = await sentQuoteForNewLead();
    expect((await declineQuote(token, "Too dear", "203.0.113.11")).ok).toBe(true);
    expect(await ordersOf(quote.seriesId)).toHaveLength(0);
  });

  it("is one per quote series even when made at once in several transactions, and a refused one takes no number", async () => {
    const { quote } = await sentQuoteForNewLead({ status: "accepted" });
    const db = await getDb();
    const now = new Date(Date.UTC(2031, 5, 1));
    const made = await Promise.all(
      Array.from({ length: 6 }, () =>
        db.transaction((tx) => createOrderFromQuote(tx, quote, { origin: "accepted" }, null, now)),
      ),
    );
    expect(made.filter(Boolean)).toHaveLength(1);
    expect(made.find(Boolean)!.number).toBe("ORD-2031-0001");
    const other = await sentQuoteForNewLead({ status: "accepted" });
    const next = await db.transaction((tx) =>
      createOrderFromQuote(tx, other.quote, { origin: "accepted" }, null, now),
    );
    expect(next!.number).toBe("ORD-2031-0002");
  });
});

describe("order numbers", () => {
  it("run in sequence per year, without repeats under concurrency", async () => {
    const db = await getDb();
    const made = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const { quote } = await sentQuoteForNewLead({ status: "accepted" });
        return db.transaction((tx) =>
          createOrderFromQuote(
            tx,
            quote,
            { origin: "accepted" },
            null,
            new Date(Date.UTC(2032, 0, 2)),
          ),
        );
      }),
    );
    const numbers = made.map((o) => o!.number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 10 }, (_, i) => `ORD-2032-${String(i + 1).padStart(4, "0")}`),
    );
    // A new year starts again at 1.
    const { quote } = await sentQuoteForNewLead({ status: "accepted" });
    const first = await db.transaction((tx) =>
      createOrderFromQuote(tx, quote, { origin: "accepted" }, null, new Date(Date.UTC(2033, 0, 1))),
    );
    expect(first!.number).toBe("ORD-2033-0001");
  });
});

describe("an order made by hand", () => {
  it("records a quote accepted by other means, with the note, once", async () => {
    const sales = await signInAs("sales");
    const { quote } = await sentQuoteForNewLead();
    const number = `Q-${quote.seriesId.slice(0, 8).toUpperCase()}-${quote.version}`;
    const post = (json: unknown) =>
      createOrder(
        adminRequest(sales.cookie, "/api/admin/orders", { method: "POST", json }),
        ctx({}),
      );
    const res = await post({ quote: number, note: "Signed the quote on the phone call of 3 May" });
    expect(res.status).toBe(201);
    const order = await res.json();
    expect(order).toMatchObject({
      origin: "other",
      originNote: "Signed the quote on the phone call of 3 May",
      quoteId: quote.id,
      createdBy: sales.id,
      totalMinor: 5_150_00,
    });
    // A second one, or the buyer accepting afterwards, makes no second order.
    const twice = await post({ quote: quote.id, note: "Again" });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.message).toBe(`This quote already has order ${order.number}`);
    const db = await getDb();
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row!.status).toBe("sent");
    expect(await ordersOf(quote.seriesId)).toHaveLength(1);
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audit).toMatchObject([{ entity: "order", action: "create", actorId: sales.id }]);
  });

  it("refuses a draft, a declined version, an unknown quote and a missing note", async () => {
    const sales = await signInAs("sales");
    const post = (json: unknown) =>
      createOrder(
        adminRequest(sales.cookie, "/api/admin/orders", { method: "POST", json }),
        ctx({}),
      );
    const draft = await sentQuoteForNewLead({ status: "draft", tokenHash: null });
    const declined = await sentQuoteForNewLead({ status: "declined" });
    const draftRes = await post({ quote: draft.quote.id, note: "n" });
    expect(draftRes.status).toBe(409);
    expect((await draftRes.json()).error.message).toMatch(/not been sent/);
    expect((await post({ quote: declined.quote.id, note: "n" })).status).toBe(409);
    const unknown = await post({ quote: "Q-00000000-1", note: "n" });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).error.details.fields.quote).toBe("No quote has this number");
    const noNote = await post({ quote: declined.quote.id, note: "  " });
    expect(noNote.status).toBe(400);
    expect((await noNote.json()).error.details.fields.note).toBe("Say how the buyer accepted");
    const nul = await post({ quote: declined.quote.id, note: "a\u0000b" });
    expect(nul.status).toBe(400);
    expect((await post({ quote: "not a quote", note: "n" })).status).toBe(400);
  });

  it("is refused to an editor and without a session", async () => {
    const editor = await signInAs("editor");
    const { quote } = await sentQuoteForNewLead();
    const json = { quote: quote.id, note: "n" };
    expect(
      (
        await createOrder(
          adminRequest(editor.cookie, "/api/admin/orders", { method: "POST", json }),
          ctx({}),
        )
      ).status,
    ).toBe(403);
    expect(
      (await createOrder(adminRequest("", "/api/admin/orders", { method: "POST", json }), ctx({})))
        .status,
    ).toBe(401);
  });
});
