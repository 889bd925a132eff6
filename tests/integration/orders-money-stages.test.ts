import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listOrders } from "@/app/api/admin/orders/route";
import { GET as getOrder } from "@/app/api/admin/orders/[id]/route";
import { POST as pay } from "@/app/api/admin/orders/[id]/payments/route";
import { POST as stage } from "@/app/api/admin/orders/[id]/stage/route";
import { POST as cancel } from "@/app/api/admin/orders/[id]/cancel/route";
import { GET as getSettings, PUT as putSettings } from "@/app/api/admin/orders/settings/route";
import { auditLog } from "@/modules/audit/schema";
import { orders, orderPayments } from "@/modules/orders/schema";
import { createOrderFromQuote } from "@/modules/orders/server/create";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs } from "../setup/auth";
import { sentQuoteForNewLead } from "../support/orders";

// Money in exactly (minor units from the decimal text, nothing above what is due unless marked),
// stages one at a time with their rules, cancelling by an owner only; every change audited.
let owner: Awaited<ReturnType<typeof signInAs>>;
let sales: Awaited<ReturnType<typeof signInAs>>;
let editor: Awaited<ReturnType<typeof signInAs>>;

beforeAll(async () => {
  owner = await signInAs("owner");
  sales = await signInAs("sales");
  editor = await signInAs("editor");
});

/** An order of 5,150.00 (USD unless told), deposit 30% = 1,545.00. */
async function newOrder(values: Parameters<typeof sentQuoteForNewLead>[0] = {}, name?: string) {
  const { quote } = await sentQuoteForNewLead({ status: "accepted", ...values }, name);
  const db = await getDb();
  const order = await db.transaction((tx) =>
    createOrderFromQuote(tx, quote, { origin: "accepted" }, null, new Date()),
  );
  return order!;
}

const post = (
  handler: typeof pay,
  who: { cookie: string },
  id: string,
  path: string,
  json: unknown,
) =>
  handler(
    adminRequest(who.cookie, `/api/admin/orders/${id}/${path}`, { method: "POST", json }),
    ctx({ id }),
  );
const payment = (amount: string, extra: Record<string, unknown> = {}) => ({
  amount,
  paidOn: "2026-03-02",
  method: "bank_transfer",
  reference: "SWIFT 123",
  ...extra,
});
const detail = async (id: string, who = sales) =>
  (await getOrder(adminRequest(who.cookie, `/api/admin/orders/${id}`), ctx({ id }))).json();
const errorOf = async (res: Response) =>
  (
    (await res.json()) as {
      error: { message: string; details?: { fields?: Record<string, string> } };
    }
  ).error;

describe("payments", () => {
  it("are recorded exactly, partial ones too, and the order shows paid, deposit due and balance due", async () => {
    const o = await newOrder();
    expect((await detail(o.id)).money).toMatchObject({
      totalMinor: 5_150_00,
      depositMinor: 1_545_00,
      paidMinor: 0,
      depositDueMinor: 1_545_00,
      balanceDueMinor: 5_150_00,
    });
    const first = await post(pay, owner, o.id, "payments", payment("1000.10"));
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({
      amountMinor: 1_000_10,
      method: "bank_transfer",
      reference: "SWIFT 123",
    });
    expect(
      (await post(pay, owner, o.id, "payments", payment("544.90", { method: "card" }))).status,
    ).toBe(201);
    const d = await detail(o.id);
    expect(d.money).toMatchObject({
      paidMinor: 1_545_00,
      depositDueMinor: 0,
      balanceDueMinor: 3_605_00,
      overdueMinor: 0,
    });
    expect(d.payments).toHaveLength(2);
    // Exactly what is left is accepted; then nothing is due.
    expect((await post(pay, owner, o.id, "payments", payment("3,605.00"))).status).toBe(201);
    expect((await detail(o.id)).money).toMatchObject({ paidMinor: 5_150_00, balanceDueMinor: 0 });
    const audit = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, o.id));
    expect(audit.filter((a) => a.action === "payment")).toHaveLength(3);
  });

  it("above what is due are refused with a clear 400 unless marked as an overpayment with a note", async () => {
    const o = await newOrder();
    const over = await post(pay, owner, o.id, "payments", payment("5150.01"));
    expect(over.status).toBe(400);
    const e = await errorOf(over);
    expect(e.message).toMatch(/more than is due on this order: mark it as an overpayment/);
    expect(e.details?.fields?.amount).toBe(e.message);
    const noNote = await post(
      pay,
      owner,
      o.id,
      "payments",
      payment("5150.01", { overpayment: true }),
    );
    expect(noNote.status).toBe(400);
    expect((await errorOf(noNote)).details?.fields?.note).toBe(
      "Say why this overpayment is accepted",
    );
    const ok = await post(
      pay,
      owner,
      o.id,
      "payments",
      payment("5150.01", { overpayment: true, note: "Bank fee added by the buyer" }),
    );
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ amountMinor: 5_150_01, overpayment: true });
    expect((await detail(o.id)).money).toMatchObject({ overpaidMinor: 1, balanceDueMinor: 0 });
  });

  it("recorded at once cannot together pass what is due (the order's row is locked)", async () => {
    const o = await newOrder();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(pay, owner, o.id, "payments", payment("2000.00"))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 201, 400, 400, 400]);
    expect((await detail(o.id)).money).toMatchObject({
      paidMinor: 4_000_00,
      balanceDueMinor: 1_150_00,
    });
  });

  it("read the amount with the currency's own digits, never as a float", async () => {
    const jpy = await newOrder({
      currency: "JPY",
      totalMinor: 1_000_000,
      subtotalMinor: 1_000_000,
    });
    const cents = await post(pay, owner, jpy.id, "payments", payment("100.5"));
    expect(cents.status).toBe(400);
    expect((await errorOf(cents)).details?.fields?.amount).toMatch(/JPY as a whole number/);
    expect((await post(pay, owner, jpy.id, "payments", payment("300000"))).status).toBe(201);
    const usd = await newOrder();
    for (const bad of ["10.001", "-5", "1e3", "0", "abc", "0.00"]) {
      const res = await post(pay, owner, usd.id, "payments", payment(bad));
      expect(res.status, bad).toBe(400);
    }
    // 0.1 + 0.2 as floats is 0.30000000000000004: as text it is exactly 30 cents.
    expect((await post(pay, owner, usd.id, "payments", payment("0.1"))).status).toBe(201);
    expect((await post(pay, owner, usd.id, "payments", payment("0.2"))).status).toBe(201);
    expect((await detail(usd.id)).money.paidMinor).toBe(30);
  });

  it("are refused with 400 on bad input, 403 outside an owner, 404 for no order", async () => {
    const o = await newOrder();
    for (const bad of [
      payment("10", { paidOn: "2026-02-30" }),
      payment("10", { method: "gold" }),
      payment("10", { reference: "x\u0000y" }),
      payment("10", { reference: "x\uD800y" }),
      payment("10", { overpayment: "yes" }),
      { paidOn: "2026-03-01", method: "cash" },
    ])
      expect((await post(pay, owner, o.id, "payments", bad)).status).toBe(400);
    expect((await post(pay, sales, o.id, "payments", payment("10"))).status).toBe(403);
    expect((await post(pay, editor, o.id, "payments", payment("10"))).status).toBe(403);
    expect((await post(pay, { cookie: "" }, o.id, "payments", payment("10"))).status).toBe(401);
    expect((await post(pay, owner, crypto.randomUUID(), "payments", payment("10"))).status).toBe(
      404,
    );
    expect((await post(pay, owner, "not-an-id", "payments", payment("10"))).status).toBe(404);
    const big = await pay(
      adminRequest(owner.cookie, `/api/admin/orders/${o.id}/payments`, {
        method: "POST",
        body: JSON.stringify(payment("10", { note: "x".repeat(2 * 1024 * 1024) })),
        headers: { "content-type": "application/json" },
      }),
      ctx({ id: o.id }),
    );
    expect(big.status).toBe(413);
    expect(
      await (await getDb()).select().from(orderPayments).where(eq(orderPayments.orderId, o.id)),
    ).toEqual([]);
  });

  it("take the deposit's terms from the owner's settings", async () => {
    const get = async (who: { cookie: string }) =>
      (await getSettings(adminRequest(who.cookie, "/api/admin/orders/settings"), ctx({}))).json();
    expect(await get(sales)).toMatchObject({ depositBp: 3000, depositDays: 7 });
    const put = (who: { cookie: string }, json: unknown) =>
      putSettings(
        adminRequest(who.cookie, "/api/admin/orders/settings", { method: "PUT", json }),
        ctx({}),
      );
    expect((await put(sales, { depositPercent: "50", depositDays: 10 })).status).toBe(403);
    expect((await put(owner, { depositPercent: "101", depositDays: 10 })).status).toBe(400);
    expect((await put(owner, { depositPercent: "50", depositDays: 10 })).status).toBe(200);
    const o = await newOrder();
    expect(o).toMatchObject({ depositBp: 5000, depositMinor: 2_575_00 });
    expect((await put(owner, { depositPercent: "30", depositDays: 7 })).status).toBe(200);
  });
});

const ship = (extra: Record<string, unknown> = {}) => ({
  to: "shipped",
  carrier: "Maersk",
  trackingNumber: "MSKU1234567",
  trackingUrl: "https://www.maersk.com/tracking/MSKU1234567",
  incoterm: "FOB",
  estimatedArrival: "2026-05-01",
  ...extra,
});

describe("stages", () => {
  it("follow the flow one at a time, each recorded with who and when", async () => {
    const o = await newOrder();
    const move = (json: unknown, who = sales) => post(stage, who, o.id, "stage", json);
    // The deposit first.
    const early = await move({ to: "deposit_received" });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toMatch(/deposit is not fully paid/);
    await post(pay, owner, o.id, "payments", payment("1545.00"));
    expect((await move({ to: "deposit_received" })).status).toBe(200);
    // Skipping and going back are refused.
    const skip = await move({ to: "ready_to_ship" });
    expect(skip.status).toBe(409);
    expect((await errorOf(skip)).message).toBe(
      'This order is deposit received: its next stage is "In production", not "Ready to ship".',
    );
    expect((await move({ to: "deposit_received" })).status).toBe(409);
    expect((await move({ to: "in_production" })).status).toBe(400); // the planned ship date
    expect((await move({ to: "in_production", plannedShipDate: "2026-04-15" })).status).toBe(200);
    expect((await move({ to: "ready_to_ship" })).status).toBe(200);
    await post(pay, owner, o.id, "payments", payment("3605.00"));
    expect((await move(ship({ trackingUrl: "http://tracking.example/1" }))).status).toBe(400);
    expect((await move(ship({ incoterm: "FOBX" }))).status).toBe(400);
    expect((await move(ship())).status).toBe(200);
    expect((await move({ to: "delivered" })).status).toBe(200);
    expect(
      (await move({ to: "installed", note: "Installed by the venue's technician" })).status,
    ).toBe(200);
    const after = await move({ to: "installed" });
    expect(after.status).toBe(409);
    const d = await detail(o.id);
    expect(d).toMatchObject({
      stage: "installed",
      carrier: "Maersk",
      trackingNumber: "MSKU1234567",
      trackingUrl: "https://www.maersk.com/tracking/MSKU1234567",
      incoterm: "FOB",
      estimatedArrival: "2026-05-01",
      plannedShipDate: "2026-04-15",
      nextStage: null,
    });
    expect(d.stages.map((s: { toStage: string }) => s.toStage)).toEqual([
      "confirmed",
      "deposit_received",
      "in_production",
      "ready_to_ship",
      "shipped",
      "delivered",
      "installed",
    ]);
    expect(d.stages.slice(1).every((s: { actorId: string }) => s.actorId === sales.id)).toBe(true);
    const audit = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, o.id));
    expect(
      audit.filter((a) => a.action === "stage").map((a) => (a.after as { stage: string }).stage),
    ).toEqual([
      "deposit_received",
      "in_production",
      "ready_to_ship",
      "shipped",
      "delivered",
      "installed",
    ]);
  });

  it("ship before the balance is paid only with an owner's override and its reason", async () => {
    const o = await newOrder();
    await post(pay, owner, o.id, "payments", payment("1545.00"));
    for (const s of [
      { to: "deposit_received" },
      { to: "in_production", plannedShipDate: "2026-04-15" },
      { to: "ready_to_ship" },
    ])
      expect((await post(stage, sales, o.id, "stage", s)).status).toBe(200);
    const refused = await post(stage, sales, o.id, "stage", ship());
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(
      /balance is not paid: shipping now needs an owner's override/,
    );
    const bySales = await post(
      stage,
      sales,
      o.id,
      "stage",
      ship({ overrideReason: "Trusted buyer" }),
    );
    expect(bySales.status).toBe(403);
    expect((await errorOf(bySales)).message).toMatch(
      /Only an owner can ship before the balance is paid/,
    );
    expect((await post(stage, owner, o.id, "stage", ship())).status).toBe(409);
    const byOwner = await post(
      stage,
      owner,
      o.id,
      "stage",
      ship({ overrideReason: "Letter of credit confirmed" }),
    );
    expect(byOwner.status).toBe(200);
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({
      stage: "shipped",
      shipOverrideBy: owner.id,
      shipOverrideReason: "Letter of credit confirmed",
    });
  });

  it("refuse bad input with 400 and a per-field message", async () => {
    const o = await newOrder();
    const res = await post(stage, sales, o.id, "stage", {
      to: "in_production",
      plannedShipDate: "15/04/2026",
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).details?.fields?.plannedShipDate).toMatch(/2026-01-31/);
    expect((await post(stage, sales, o.id, "stage", { to: "moon" })).status).toBe(400);
    expect(
      (await post(stage, sales, o.id, "stage", { to: "deposit_received", note: "a\u0000" })).status,
    ).toBe(400);
    expect((await post(stage, editor, o.id, "stage", { to: "deposit_received" })).status).toBe(403);
    expect(
      (await post(stage, { cookie: "" }, o.id, "stage", { to: "deposit_received" })).status,
    ).toBe(401);
  });
});

describe("cancelling", () => {
  it("is an owner's, with a reason; the order and its payments stay; nothing moves after it", async () => {
    const o = await newOrder();
    await post(pay, owner, o.id, "payments", payment("100.00"));
    expect((await post(cancel, sales, o.id, "cancel", { reason: "Buyer withdrew" })).status).toBe(
      403,
    );
    expect((await post(cancel, owner, o.id, "cancel", { reason: "  " })).status).toBe(400);
    expect((await post(cancel, owner, o.id, "cancel", { reason: "Buyer withdrew" })).status).toBe(
      200,
    );
    const d = await detail(o.id);
    expect(d).toMatchObject({
      stage: "cancelled",
      cancelReason: "Buyer withdrew",
      nextStage: null,
      cancellable: false,
    });
    expect(d.payments).toHaveLength(1);
    expect(d.money.overdueMinor).toBe(0);
    const again = await post(cancel, owner, o.id, "cancel", { reason: "Again" });
    expect(again.status).toBe(409);
    const move = await post(stage, sales, o.id, "stage", { to: "deposit_received" });
    expect(move.status).toBe(409);
    expect((await errorOf(move)).message).toBe("This order is cancelled.");
    expect((await post(pay, owner, o.id, "payments", payment("1.00"))).status).toBe(409);
    const audit = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, o.id));
    expect(audit.find((a) => a.action === "cancel")).toMatchObject({
      actorId: owner.id,
      after: { stage: "cancelled", reason: "Buyer withdrew" },
    });
  });
});

describe("the list", () => {
  it("pages, filters by stage and late, and searches number and buyer", async () => {
    const late = await newOrder({}, "Larry Late");
    await post(pay, owner, late.id, "payments", payment("1545.00"));
    await post(stage, sales, late.id, "stage", { to: "deposit_received" });
    await post(stage, sales, late.id, "stage", {
      to: "in_production",
      plannedShipDate: "2020-01-01",
    });
    const list = async (q: string) =>
      (await listOrders(adminRequest(sales.cookie, `/api/admin/orders${q}`), ctx({}))).json();
    const lateOnes = await list("?late=1");
    expect(lateOnes.orders.map((o: { id: string }) => o.id)).toEqual([late.id]);
    expect(lateOnes.orders[0]).toMatchObject({
      late: true,
      buyer: "Larry Late",
      stage: "in_production",
    });
    const byStage = await list("?stage=in_production");
    expect(byStage.orders.every((o: { stage: string }) => o.stage === "in_production")).toBe(true);
    expect((await list(`?q=${late.number}`)).orders.map((o: { id: string }) => o.id)).toEqual([
      late.id,
    ]);
    expect((await list("?q=larry")).orders.map((o: { id: string }) => o.id)).toEqual([late.id]);
    // The quote's number, in any letter case (the numbers' trigram index is lower-cased).
    const byQuote = await list(`?q=${late.quoteNumber.toLowerCase()}`);
    expect(byQuote.orders.map((o: { id: string }) => o.id)).toEqual([late.id]);
    expect(byQuote.total).toBe(1);
    expect((await list("?q=%25")).total).toBe(0);
    const all = await list("");
    expect(all).toMatchObject({ page: 1, pageSize: 50 });
    // The unfiltered total is the count the database keeps (order_count), not a count of rows:
    // it must still be every order.
    const [every] = await (await getDb()).select({ n: count() }).from(orders);
    expect(every!.n).toBeGreaterThan(1);
    expect(all.total).toBe(every!.n);
    expect(
      (await listOrders(adminRequest(editor.cookie, "/api/admin/orders"), ctx({}))).status,
    ).toBe(403);
  });
});
