import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as buyerAccept } from "@/app/q/[token]/accept/route";
import { GET as getDocument } from "@/app/api/admin/orders/[id]/documents/[kind]/route";
import { POST as pay } from "@/app/api/admin/orders/[id]/payments/route";
import { POST as stage } from "@/app/api/admin/orders/[id]/stage/route";
import { POST as register } from "@/app/api/admin/orders/[id]/machines/route";
import { PUT as putSettings } from "@/app/api/admin/orders/settings/route";
import { gameDimensions, games } from "@/modules/catalog/schema";
import { leads } from "@/modules/leads/schema";
import { operatorMachines } from "@/modules/machines/server/machines";
import { orders } from "@/modules/orders/schema";
import { orderForOperator } from "@/modules/orders/server";
import type { QuoteLine } from "@/modules/quotes/schema";
import { whatsappSettings, whatsappTemplates } from "@/modules/whatsapp/schema";
import { processDue } from "@/modules/whatsapp/server/outbox/process";
import { outboxIdle } from "@/modules/whatsapp/server/outbox/worker";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { encryptSecret } from "@/platform/secrets";
import { adminRequest, ctx, signInAs } from "../setup/auth";
import { sentQuoteForNewLead } from "../support/orders";
import { pdfText } from "../support/pdf-text";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import { startSmtpStub } from "../support/stubs/smtp";

// The whole sale after "accepted", as staff and a Spanish buyer live it: the buyer accepts a
// two-game quote on their phone; the order has its number; the pro-forma shows the deposit; staff
// record the deposit, put it in production, are refused shipping before the balance, record the
// balance and ship with a tracking number; the buyer hears of each step in Spanish by WhatsApp and
// email; the packing list has the crates' weights and volume; staff register two serials at
// installation; the buyer's portal shows both machines with their warranty and the timeline.
const SITE = "http://localhost:3000";
const TOKEN = "EAAG-orders-journey-token";
const WHATSAPP = "+34600777001";
const EMAIL = "lucia@salon-sol.example";
let graph: Awaited<ReturnType<typeof startGraphStub>>;
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let owner: Awaited<ReturnType<typeof signInAs>>;
let sales: Awaited<ReturnType<typeof signInAs>>;

const post = (
  handler: typeof stage,
  who: { cookie: string },
  id: string,
  path: string,
  json: unknown,
) =>
  handler(
    adminRequest(who.cookie, `/api/admin/orders/${id}/${path}`, { method: "POST", json }),
    ctx({ id }),
  );

async function documentText(id: string, kind: string) {
  const res = await getDocument(
    adminRequest(sales.cookie, `/api/admin/orders/${id}/documents/${kind}`),
    ctx({ id, kind }),
  );
  expect(res.status).toBe(200);
  const { lines } = await pdfText(new Uint8Array(await res.arrayBuffer()));
  return lines.map((l) => l.replace(/\s+/g, " ").trim()).join("\n");
}

async function game(title: string, packaged: object, assembled: object) {
  const db = await getDb();
  const [g] = await db
    .insert(games)
    .values({ title, category: "Racing", hsCode: "9504.50", countryOfOrigin: "CN" })
    .returning();
  await db
    .insert(gameDimensions)
    .values([
      { gameId: g!.id, type: "packaged", ...packaged } as typeof gameDimensions.$inferInsert,
      { gameId: g!.id, type: "assembled", ...assembled } as typeof gameDimensions.$inferInsert,
    ]);
  return g!;
}

const line = (gameId: string, description: string, unitMinor: number): QuoteLine => ({
  kind: "game",
  gameId,
  description,
  quantity: 1,
  unitMinor,
  discountBp: 0,
});

const delivered = async () => {
  await outboxIdle();
  const db = await getDb();
  for (let i = 0; i < 3; i++) await processDue(db, { now: new Date(), dailyCap: 500 });
};

beforeAll(async () => {
  graph = await startGraphStub({ token: TOKEN });
  smtp = await startSmtpStub();
  process.env.WHATSAPP_GRAPH_URL = graph.url;
  process.env.SMTP_URL = smtp.url;
  resetConfigForTests();
  owner = await signInAs("owner");
  sales = await signInAs("sales");
  const db = await getDb();
  await db.insert(whatsappSettings).values({
    phoneNumberId: "1098799",
    accessToken: encryptSecret(TOKEN),
    businessAccountId: "555099",
    verifyToken: "verify-journey",
    active: true,
  });
  await db
    .insert(whatsappTemplates)
    .values({ name: "order_update", language: "es", status: "APPROVED" });
  const settings = await putSettings(
    adminRequest(owner.cookie, "/api/admin/orders/settings", {
      method: "PUT",
      json: { depositPercent: "30", depositDays: 7 },
    }),
    ctx({}),
  );
  expect(settings.status).toBe(200);
});

afterAll(async () => {
  await outboxIdle();
  await graph.close();
  await smtp.close();
  delete process.env.WHATSAPP_GRAPH_URL;
  delete process.env.SMTP_URL;
  resetConfigForTests();
});

describe("from an accepted quote to machines at work", () => {
  it("takes a two-game order from the buyer's accept to the machines in the buyer's portal", async () => {
    // Packed 100 × 80 × 200 cm at 180 kg (150 kg unpacked), and 50 × 50 × 100 cm at 60 kg (45).
    const racer = await game(
      "Journey Racer",
      { width: 100, depth: 80, height: 200, weight: 180 },
      { width: 90, depth: 70, height: 190, weight: 150 },
    );
    const claw = await game(
      "Journey Claw",
      { width: 50, depth: 50, height: 100, weight: 60 },
      { width: 45, depth: 45, height: 95, weight: 45 },
    );
    const { token, lead } = await sentQuoteForNewLead(
      {
        lines: [line(racer.id, "Journey Racer", 7_000_00), line(claw.id, "Journey Claw", 3_000_00)],
        subtotalMinor: 10_000_00,
        totalMinor: 10_000_00,
        buyerEmail: EMAIL,
      },
      "Lucía Sol",
    );
    const db = await getDb();
    await db.update(leads).set({ whatsapp: WHATSAPP, language: "es" }).where(eq(leads.id, lead.id));

    // The buyer accepts on their phone: one order, numbered.
    const accepted = await buyerAccept(
      new Request(`${SITE}/q/${token}/accept`, {
        method: "POST",
        headers: {
          origin: SITE,
          "content-type": "application/x-www-form-urlencoded",
          "x-client-ip": "203.0.113.77",
        },
        body: "name=Luc%C3%ADa+Sol&terms=on",
      }),
      ctx({ token }),
    );
    expect(accepted.status).toBeLessThan(400);
    const [order] = await db.select().from(orders).where(eq(orders.leadId, lead.id));
    expect(order!.number).toMatch(/^ORD-\d{4}-\d{4}$/);
    expect(order!.totalMinor).toBe(10_000_00);

    // The pro-forma shows the deposit (30 %) and the balance.
    const proforma = await documentText(order!.id, "proforma");
    // (Spanish groups thousands only from five digits.)
    expect(proforma).toMatch(/Anticipo \(30%\).*3000,00 US\$/);
    expect(proforma).toMatch(/Saldo, a pagar antes del envío 7000,00 US\$/);
    expect(proforma).toContain(order!.number);

    // The deposit, production, a refused early shipment, the balance, the shipment.
    const money = (amount: string) =>
      post(pay, owner, order!.id, "payments", {
        amount,
        paidOn: "2026-03-02",
        method: "bank_transfer",
        reference: "TRX",
      });
    expect((await money("3000.00")).status).toBe(201);
    for (const body of [
      { to: "deposit_received" },
      { to: "in_production", plannedShipDate: "2099-12-31" },
      { to: "ready_to_ship" },
    ])
      expect((await post(stage, sales, order!.id, "stage", body)).status).toBe(200);
    const shipment = {
      to: "shipped",
      carrier: "Maersk",
      trackingNumber: "MSK-JOURNEY-1",
      trackingUrl: "https://track.example.com/MSK-JOURNEY-1",
      incoterm: "CIF",
      estimatedArrival: "2099-06-15",
    };
    const early = await post(stage, sales, order!.id, "stage", shipment);
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toMatch(
      /balance is not paid/,
    );
    expect((await money("7000.00")).status).toBe(201);
    expect((await post(stage, sales, order!.id, "stage", shipment)).status).toBe(200);

    // The buyer heard of each step, in Spanish, by both channels.
    await delivered();
    const texts = graph.messages
      .filter((m) => m.to === WHATSAPP.slice(1))
      .map((m) => m.template?.params[1] ?? m.text ?? "");
    expect(texts).toHaveLength(5);
    expect(texts[0]).toMatch(/confirmado/);
    expect(texts[1]).toMatch(/anticipo/);
    expect(texts[2]).toMatch(/producción/);
    expect(texts[4]).toMatch(/enviado con Maersk\. Número de seguimiento: MSK-JOURNEY-1/);
    const mails = smtp.messages.filter((m) => m.to.includes(EMAIL));
    expect(mails).toHaveLength(5);
    expect(mails.at(-1)!.raw).toContain("MSK-JOURNEY-1");

    // The packing list: 180 + 60 = 240 kg gross, 150 + 45 = 195 kg net,
    // 1.6 + 0.25 = 1.85 m³, two packages.
    const packing = await documentText(order!.id, "packing-list");
    expect(packing).toMatch(/240[,.]00 kg/);
    expect(packing).toMatch(/195[,.]00 kg/);
    expect(packing).toMatch(/1[,.]850 m³/);

    // Delivered, then the two serials and the installation date.
    expect((await post(stage, sales, order!.id, "stage", { to: "delivered" })).status).toBe(200);
    const registered = await post(register, sales, order!.id, "machines", {
      installDate: "2026-04-01",
      serials: ["JR-0001", "JC-0001"],
    });
    expect(registered.status).toBe(201);

    // What the buyer's portal shows: both machines with their warranty, and the timeline.
    const [after] = await db.select().from(orders).where(eq(orders.id, order!.id));
    const mine = await operatorMachines(after!.operatorId!);
    expect(mine.map((m) => [m.serial, m.installDate, m.warrantyEnd])).toEqual([
      ["JC-0001", "2026-04-01", expect.stringMatching(/^20\d\d-03-31$/)],
      ["JR-0001", "2026-04-01", expect.stringMatching(/^20\d\d-03-31$/)],
    ]);
    const seen = await orderForOperator(after!.operatorId!, order!.number);
    expect(seen!.stage).toBe("installed");
    expect(seen!.timeline.map((t) => t.stage)).toEqual([
      "confirmed",
      "deposit_received",
      "in_production",
      "ready_to_ship",
      "shipped",
      "delivered",
      "installed",
    ]);
    expect(seen!.timeline.every((t) => t.at)).toBe(true);
    expect(seen!.dueMinor).toBe(0);
    expect(seen!.shipment?.trackingNumber).toBe("MSK-JOURNEY-1");
  });
});
