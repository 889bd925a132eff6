import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as pay } from "@/app/api/admin/orders/[id]/payments/route";
import { POST as stage } from "@/app/api/admin/orders/[id]/stage/route";
import { POST as register } from "@/app/api/admin/orders/[id]/machines/route";
import { GET as dashboard } from "@/app/api/admin/orders/dashboard/route";
import { auditLog } from "@/modules/audit/schema";
import { machines, operators } from "@/modules/machines/schema";
import { operatorMachines } from "@/modules/machines/server/machines";
import { orderMachines, orders } from "@/modules/orders/schema";
import { createOrderFromQuote } from "@/modules/orders/server/create";
import {
  whatsappIncoming,
  whatsappOutbox,
  whatsappSettings,
  whatsappTemplates,
} from "@/modules/whatsapp/schema";
import { processDue } from "@/modules/whatsapp/server/outbox/process";
import { outboxIdle } from "@/modules/whatsapp/server/outbox/worker";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { encryptSecret } from "@/platform/secrets";
import { adminRequest, ctx, signInAs } from "../setup/auth";
import { quoteLine, sentQuoteForNewLead } from "../support/orders";
import { addGame } from "../support/portal";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import { startSmtpStub } from "../support/stubs/smtp";

// An order tells its buyer each stage in their language, by the WhatsApp stand-in and the SMTP
// stand-in, once each however often the change is tried; the buyer gets a portal account with
// the order, and the machines registered at installation are theirs in the portal, warranty from
// the installation date. A serial already used changes nothing; a role without orders is refused.
const TOKEN = "EAAG-orders-flow-token";
let graph: Awaited<ReturnType<typeof startGraphStub>>;
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let owner: Awaited<ReturnType<typeof signInAs>>;
let sales: Awaited<ReturnType<typeof signInAs>>;
let editor: Awaited<ReturnType<typeof signInAs>>;
let racer = "";
let pinball = "";
let seq = 0;

const run = async () => {
  await outboxIdle();
  return processDue(await getDb(), { now: new Date(), dailyCap: 500 });
};
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
const errorOf = async (res: Response) =>
  (
    (await res.json()) as {
      error: { message: string; details?: { fields?: Record<string, string> } };
    }
  ).error;

/** A Spanish buyer's order of two games (one each), 10,000.00 USD, with an email on the quote. */
async function spanishOrder() {
  const n = ++seq;
  const whatsapp = `+3460090${String(n).padStart(4, "0")}`;
  const email = `comprador${n}@example.com`;
  const { quote, lead } = await sentQuoteForNewLead(
    {
      status: "accepted",
      buyerEmail: email,
      lines: [
        { ...quoteLine("Galaxy Racer", 6_000_00), kind: "game", gameId: racer },
        { ...quoteLine("Pinball Wizard", 4_000_00), kind: "game", gameId: pinball },
      ],
      subtotalMinor: 10_000_00,
      totalMinor: 10_000_00,
    },
    `Lucía ${n}`,
  );
  const db = await getDb();
  await db
    .update((await import("@/modules/leads/schema")).leads)
    .set({ whatsapp, language: "es" })
    .where(eq((await import("@/modules/leads/schema")).leads.id, lead.id));
  const order = await db.transaction((tx) =>
    createOrderFromQuote(
      tx,
      { ...quote, buyerEmail: email },
      { origin: "accepted" },
      null,
      new Date(),
    ),
  );
  return { order: order!, whatsapp, email, leadId: lead.id };
}

const digits = (n: string) => n.slice(1);
const graphTo = (n: string) => graph.messages.filter((m) => m.to === digits(n));
const mailsTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to));

/** Walks an order up to `until`, paying as the rules need; each change is sent twice. */
async function walk(id: string, until: "shipped" | "delivered") {
  expect(
    (
      await post(pay, owner, id, "payments", {
        amount: "10000.00",
        paidOn: "2026-03-02",
        method: "bank_transfer",
      })
    ).status,
  ).toBe(201);
  const steps: Array<Record<string, unknown>> = [
    { to: "deposit_received" },
    { to: "in_production", plannedShipDate: "2099-12-31" },
    { to: "ready_to_ship" },
    {
      to: "shipped",
      carrier: "Maersk",
      trackingNumber: "MSK123456",
      trackingUrl: "https://track.example.com/MSK123456",
      incoterm: "CIF",
      estimatedArrival: "2099-06-15",
    },
  ];
  if (until === "delivered") steps.push({ to: "delivered" });
  for (const body of steps) {
    expect((await post(stage, sales, id, "stage", body)).status).toBe(200);
    // The same change again (a double click, a retried request): refused, nothing sent again.
    expect((await post(stage, sales, id, "stage", body)).status).toBe(409);
  }
}

beforeAll(async () => {
  graph = await startGraphStub({ token: TOKEN });
  smtp = await startSmtpStub();
  process.env.WHATSAPP_GRAPH_URL = graph.url;
  process.env.SMTP_URL = smtp.url;
  resetConfigForTests();
  owner = await signInAs("owner");
  sales = await signInAs("sales");
  editor = await signInAs("editor");
  const db = await getDb();
  await db.insert(whatsappSettings).values({
    phoneNumberId: "1098765",
    accessToken: encryptSecret(TOKEN),
    businessAccountId: "555000",
    verifyToken: "verify-me",
    active: true,
  });
  await db.insert(whatsappTemplates).values([
    { name: "order_update", language: "es", status: "APPROVED" },
    { name: "order_update", language: "en", status: "APPROVED" },
  ]);
  racer = await addGame("Galaxy Racer", 2);
  pinball = await addGame("Pinball Wizard", 1);
});

afterAll(async () => {
  await outboxIdle();
  await graph.close();
  await smtp.close();
  delete process.env.WHATSAPP_GRAPH_URL;
  delete process.env.SMTP_URL;
  resetConfigForTests();
});

describe("the buyer always knows", () => {
  it("gets each stage once by WhatsApp and email, in Spanish, with the shipment's details and the portal link", async () => {
    const { order, whatsapp, email } = await spanishOrder();
    await walk(order.id, "shipped");
    await run();
    await run();
    const wa = graphTo(whatsapp);
    expect(wa.map((m) => m.template?.name)).toEqual(Array(5).fill("order_update"));
    expect(wa.every((m) => m.template?.language === "es")).toBe(true);
    const texts = wa.map((m) => m.template!.params[1]!);
    expect(texts[0]).toBe(
      `Gracias: su pedido ${order.number} está confirmado. Le avisaremos en cada paso.`,
    );
    expect(texts[1]).toMatch(/Hemos recibido el anticipo/);
    expect(texts[2]).toMatch(
      /está en producción\. Fecha de envío prevista: 31 de diciembre de 2099/,
    );
    expect(texts[3]).toMatch(/listo para el envío/);
    expect(texts[4]).toBe(
      `Su pedido ${order.number} ha sido enviado con Maersk. Número de seguimiento: MSK123456. Sígalo aquí: https://track.example.com/MSK123456 Llegada estimada: 15 de junio de 2099.`,
    );
    for (const m of wa) {
      expect(m.template!.params[0]).toBe(order.number);
      expect(m.template!.params[2]).toMatch(new RegExp(`/es/portal/orders/${order.number}$`));
    }
    const mails = mailsTo(email);
    expect(mails).toHaveLength(5);
    const subjects = mails.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1] ?? "");
    expect(subjects.filter((s) => s.includes(order.number))).toHaveLength(5);
    expect(mails.at(-1)!.raw).toContain("MSK123456");
    expect(mails.at(-1)!.raw).toContain(`/es/portal/orders/${order.number}`);
    expect(mails.at(-1)!.raw).toMatch(/Hola, Luc/);
  });

  it("inside the 24-hour window gets a plain message instead of the template", async () => {
    const { order, whatsapp } = await spanishOrder();
    await run();
    const db = await getDb();
    await db.insert(whatsappIncoming).values({
      wamid: `wamid.order-${order.id}`,
      sender: digits(whatsapp),
      type: "text",
      body: "¿Cuándo llega?",
      sentAt: new Date(),
    } as typeof whatsappIncoming.$inferInsert);
    await post(pay, owner, order.id, "payments", {
      amount: "3000.00",
      paidOn: "2026-03-02",
      method: "card",
    });
    expect((await post(stage, sales, order.id, "stage", { to: "deposit_received" })).status).toBe(
      200,
    );
    await run();
    const last = graphTo(whatsapp).at(-1)!;
    expect(last.type).toBe("text");
    expect(last.text).toMatch(/Hemos recibido el anticipo de su pedido/);
    expect(last.text).toContain(`/es/portal/orders/${order.number}`);
  });
});

describe("the buyer's portal account", () => {
  it("is made with the order from the lead's number and the quote's address, and reused by the next order", async () => {
    const { order, whatsapp, email } = await spanishOrder();
    const db = await getDb();
    const [op] = await db.select().from(operators).where(eq(operators.id, order.operatorId!));
    expect(op).toMatchObject({ whatsapp, email, locale: "es", country: "ES" });
    // An operator already on file with the address is linked, not duplicated.
    const [existing] = await db
      .insert(operators)
      .values({ company: "Salón Sol", contactName: "Sol", email: "sol@example.com", country: "ES" })
      .returning();
    const { quote } = await sentQuoteForNewLead({
      status: "accepted",
      buyerEmail: "SOL@example.com",
    });
    const second = await db.transaction((tx) =>
      createOrderFromQuote(tx, quote, { origin: "accepted" }, null, new Date()),
    );
    expect(second!.operatorId).toBe(existing!.id);
  });
});

describe("machines registered at installation", () => {
  it("appear in the buyer's portal with the warranty from the installation date, and the order is installed", async () => {
    const { order, whatsapp } = await spanishOrder();
    await walk(order.id, "delivered");
    // Installed needs every machine's serial first.
    const early = await post(stage, sales, order.id, "stage", { to: "installed" });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toMatch(/Register the machines first: 2 of 2/);
    const res = await post(register, sales, order.id, "machines", {
      installDate: "2026-03-10",
      serials: ["GR-0001", "PW-0001"],
    });
    expect(res.status).toBe(201);
    const mine = await operatorMachines(order.operatorId!);
    expect(mine.map((m) => [m.serial, m.gameTitle, m.installDate, m.warrantyEnd])).toEqual([
      ["GR-0001", "Galaxy Racer", "2026-03-10", "2028-03-09"],
      ["PW-0001", "Pinball Wizard", "2026-03-10", "2027-03-09"],
    ]);
    const db = await getDb();
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.stage).toBe("installed");
    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, order.id));
    expect(audit.some((a) => a.action === "register")).toBe(true);
    for (let i = 0; i < 4; i++) await run();
    const installed = graphTo(whatsapp).filter((m) =>
      /Las máquinas de su pedido .* están instaladas\. Su garantía corre desde el 10 de marzo de 2026/.test(
        m.template?.params[1] ?? "",
      ),
    );
    expect(installed).toHaveLength(1);
  });

  it("from a CSV file (serial, game per line) too", async () => {
    const { order } = await spanishOrder();
    await walk(order.id, "delivered");
    const res = await post(register, owner, order.id, "machines", {
      installDate: "2026-04-01",
      csv: "serial,game\nPW-CSV-1,Pinball Wizard\nGR-CSV-1,Galaxy Racer\n",
    });
    expect(res.status).toBe(201);
    const mine = await operatorMachines(order.operatorId!);
    expect(mine.map((m) => [m.serial, m.gameTitle])).toEqual([
      ["GR-CSV-1", "Galaxy Racer"],
      ["PW-CSV-1", "Pinball Wizard"],
    ]);
  });

  it("refuse a serial already used with a 409 naming its field, and change nothing", async () => {
    const { order } = await spanishOrder();
    await walk(order.id, "delivered");
    const db = await getDb();
    const before = (await db.select().from(machines)).length;
    const outboxBefore = (await db.select().from(whatsappOutbox)).length;
    const res = await post(register, sales, order.id, "machines", {
      installDate: "2026-03-10",
      serials: ["NEW-777", "gr-0001"],
    });
    expect(res.status).toBe(409);
    const e = await errorOf(res);
    expect(e.message).toMatch(/Already registered: GR-0001\. Nothing was registered\./);
    expect(e.details?.fields).toEqual({
      "serials.1": "A machine with this serial number is already registered",
    });
    expect((await db.select().from(machines)).length).toBe(before);
    expect(
      await db.select().from(orderMachines).where(eq(orderMachines.orderId, order.id)),
    ).toEqual([]);
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.stage).toBe("delivered");
    expect((await db.select().from(whatsappOutbox)).length).toBe(outboxBefore);
    // The same serial twice in one registration: refused alike.
    const twice = await post(register, sales, order.id, "machines", {
      installDate: "2026-03-10",
      serials: ["DUP-1", "dup-1"],
    });
    expect(twice.status).toBe(409);
    expect(Object.keys((await errorOf(twice)).details?.fields ?? {})).toEqual([
      "serials.0",
      "serials.1",
    ]);
  });

  it("refuse bad input with a 400 per field: a NUL byte, a missing date, the wrong count, an unknown stage", async () => {
    const { order } = await spanishOrder();
    const nul = await post(register, sales, order.id, "machines", {
      installDate: "2026-03-10",
      serials: ["A\u0000B", "C"],
    });
    expect(nul.status).toBe(400);
    expect((await errorOf(nul)).details?.fields?.["serials.0"]).toBe(
      "Serial number must not contain control characters",
    );
    const noDate = await post(register, sales, order.id, "machines", { serials: ["A", "B"] });
    expect(noDate.status).toBe(400);
    expect((await errorOf(noDate)).details?.fields?.installDate).toBe(
      "Installation date is required",
    );
    const unknown = await post(stage, sales, order.id, "stage", { to: "teleported" });
    expect(unknown.status).toBe(400);
    // Not delivered yet: registering is refused and says when it can be done.
    const early = await post(register, sales, order.id, "machines", {
      installDate: "2026-03-10",
      serials: ["EARLY-1", "EARLY-2"],
    });
    expect(early.status).toBe(409);
    expect((await errorOf(early)).message).toBe(
      "Machines are registered once the order is delivered.",
    );
    const huge = await post(register, sales, order.id, "machines", {
      installDate: "2026-03-10",
      csv: "x".repeat(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
  });

  it("are refused to a role that does not work orders, and nothing changes", async () => {
    const { order } = await spanishOrder();
    const s = await post(stage, editor, order.id, "stage", { to: "deposit_received" });
    expect(s.status).toBe(403);
    const r = await post(register, editor, order.id, "machines", {
      installDate: "2026-03-10",
      serials: ["ED-1", "ED-2"],
    });
    expect(r.status).toBe(403);
    const db = await getDb();
    const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.stage).toBe("confirmed");
  });
});

describe("the dashboard's order figures", () => {
  it("count orders in production, what is owed per currency, and shipping on time per month", async () => {
    const res = await dashboard(adminRequest(sales.cookie, "/api/admin/orders/dashboard"), ctx({}));
    expect(res.status).toBe(200);
    const d = (await res.json()) as {
      inProduction: number;
      outstanding: Array<{ currency: string; depositsMinor: number; balancesMinor: number }>;
      shippedOnTime: Array<{ month: string; shipped: number; onTime: number; rate: number }>;
    };
    const db = await getDb();
    const all = await db.select().from(orders);
    expect(d.inProduction).toBe(all.filter((o) => o.stage === "in_production").length);
    const month = new Date().toISOString().slice(0, 7);
    const shipped = all.filter((o) =>
      ["shipped", "delivered", "installed"].includes(o.stage),
    ).length;
    expect(d.shippedOnTime.find((r) => r.month === month)).toMatchObject({
      shipped,
      onTime: shipped,
      rate: 1,
    });
    const usd = d.outstanding.find((r) => r.currency === "USD")!;
    expect(usd.depositsMinor).toBeGreaterThan(0);
    expect(usd.balancesMinor).toBeGreaterThan(0);
  });
});
