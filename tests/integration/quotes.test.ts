import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GET as getPrices, PUT as putPrices } from "@/app/api/admin/games/[id]/prices/route";
import { PUT as putQuoteSettings } from "@/app/api/admin/quote-settings/route";
import { GET as listQuotesRoute, POST as postQuote } from "@/app/api/admin/leads/[id]/quotes/route";
import { PUT as putQuote } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/route";
import { POST as postApprove } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/approve/route";
import { POST as postDuplicate } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/duplicate/route";
import { POST as postSend } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/send/route";
import { GET as getSentPdf } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/pdf/route";
import { PUT as putWaSettings } from "@/app/api/admin/whatsapp/settings/route";
import { GET as getTimeline } from "@/app/api/admin/leads/[id]/timeline/route";
import { GET as getQuoteStats } from "@/app/api/admin/quotes/dashboard/route";
import { GET as buyerGet } from "@/app/q/[token]/route";
import { GET as buyerPdf } from "@/app/q/[token]/pdf/route";
import { POST as buyerAccept } from "@/app/q/[token]/accept/route";
import { POST as buyerDecline } from "@/app/q/[token]/decline/route";
import { POST as buyerRenew } from "@/app/q/[token]/renew/route";
import { auditLog } from "@/modules/audit/schema";
import { games } from "@/modules/catalog/schema";
import { leads } from "@/modules/leads/schema";
import { whatsappIncoming, whatsappOutbox, whatsappTemplates } from "@/modules/whatsapp/schema";
import { processDue } from "@/modules/whatsapp/server/outbox/process";
import { outboxIdle } from "@/modules/whatsapp/server/outbox/worker";
import { quoteDeliveries, quotes } from "@/modules/quotes/schema";
import type { QuoteView } from "@/modules/quotes/server/build";
import { WA_NO_TEMPLATE } from "@/modules/quotes/server/send";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { rateLimitEvents } from "@/platform/rate-limit/schema";
import { adminRequest, ctx, signInAs, signInCookie } from "../setup/auth";
import { pdfText } from "../support/pdf-text";
import { startSmtpStub } from "../support/stubs/smtp";
import { startGraphStub } from "../support/stubs/whatsapp-graph";

const TOKEN = "EAAG-quotes-token-1234";
const SITE = "http://localhost:3000";
let owner = { cookie: "", id: "", email: "" };
let sales = { cookie: "", id: "", email: "" };
let editor = "";
let graph: Awaited<ReturnType<typeof startGraphStub>>;
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let racer = "";
let hoops = "";

async function newLead(values: Partial<typeof leads.$inferInsert> = {}) {
  const db = await getDb();
  const [l] = await db
    .insert(leads)
    .values({
      name: "Ana Lima",
      whatsapp: `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      countryCode: "+1",
      location: "Austin",
      gameId: racer,
      ownerId: sales.id,
      ...values,
    })
    .returning();
  return l!;
}

/** The buyer wrote us recently: the 24-hour window is open. */
async function buyerWrote(lead: { id: string; whatsapp: string }) {
  const db = await getDb();
  await db.insert(whatsappIncoming).values({
    wamid: `wamid.IN-${crypto.randomUUID()}`,
    leadId: lead.id,
    sender: lead.whatsapp.replace(/\D/g, ""),
    type: "text",
    body: "Hi, a price please",
    sentAt: new Date(Date.now() - 60 * 60_000),
  });
}

const twoGamesInEuros = (extra: Record<string, unknown> = {}) => ({
  currency: "EUR",
  lines: [
    { kind: "game", gameId: racer, description: "", quantity: 2, unitMinor: null, discountBp: 0 },
    { kind: "game", gameId: hoops, description: "", quantity: 1, unitMinor: null, discountBp: 0 },
    {
      kind: "freight",
      gameId: null,
      description: "Sea, CIF Hamburg",
      quantity: 1,
      unitMinor: 150_000,
      discountBp: 0,
    },
  ],
  discountBp: 500,
  taxBp: null,
  taxLabel: null,
  validDays: 30,
  terms: "50% on order, 50% before shipping.",
  buyerNote: "Thank you for your interest.",
  buyerEmail: "ana@example.com",
  ...extra,
});

const create = (leadId: string, json: unknown, cookie = sales.cookie) =>
  postQuote(
    adminRequest(cookie, `/api/admin/leads/${leadId}/quotes`, { method: "POST", json }),
    ctx({ id: leadId }),
  );
const send = (leadId: string, quoteId: string, cookie = sales.cookie) =>
  postSend(
    adminRequest(cookie, `/api/admin/leads/${leadId}/quotes/${quoteId}/send`, { method: "POST" }),
    ctx({ id: leadId, quoteId }),
  );
async function list(leadId: string, cookie = sales.cookie): Promise<QuoteView[]> {
  const res = await listQuotesRoute(
    adminRequest(cookie, `/api/admin/leads/${leadId}/quotes`),
    ctx({ id: leadId }),
  );
  expect(res.status).toBe(200);
  return ((await res.json()) as { quotes: QuoteView[] }).quotes;
}
const tokenOf = (url: string) => url.split("/q/")[1]!;
const buyer = (
  token: string,
  path = "",
  init: RequestInit & { form?: Record<string, string> } = {},
) => {
  const headers = new Headers(init.headers);
  headers.set("x-client-ip", "203.0.113.9");
  let body = init.body;
  if (init.form) {
    headers.set("content-type", "application/x-www-form-urlencoded");
    body = new URLSearchParams(init.form).toString();
  }
  return new Request(`${SITE}/q/${token}${path}`, { ...init, headers, body });
};
const page = async (token: string) => {
  const res = await buyerGet(buyer(token), ctx({ token }));
  return { res, html: await res.text() };
};
const accept = (token: string, form: Record<string, string>, origin = SITE) =>
  buyerAccept(
    buyer(token, "/accept", { method: "POST", form, headers: { origin } }),
    ctx({ token }),
  );

// Every test's buyer posts from one address; the per-client limit has its own test
// (quotes-buyer-page.test.ts), so each test here starts with none counted.
beforeEach(async () => {
  await (await getDb()).delete(rateLimitEvents);
});

beforeAll(async () => {
  owner = await signInAs("owner", "Olivia Owner");
  sales = await signInAs("sales", "Sam Sales");
  editor = await signInCookie("editor");
  graph = await startGraphStub({ token: TOKEN });
  smtp = await startSmtpStub();
  process.env.WHATSAPP_GRAPH_URL = graph.url;
  process.env.SMTP_URL = smtp.url;
  resetConfigForTests();
  const saved = await putWaSettings(
    adminRequest(owner.cookie, "/api/admin/whatsapp/settings", {
      method: "PUT",
      json: {
        apiVersion: "v25.0",
        phoneNumberId: "1000",
        accessToken: TOKEN,
        businessAccountId: "555000",
        verifyToken: "verify-me",
        templateName: "otp_verification",
        templateLanguage: "en",
        active: true,
      },
    }),
    ctx({}),
  );
  expect(saved.status).toBe(200);
  const db = await getDb();
  const [a, b] = await db
    .insert(games)
    .values([
      { title: "Galaxy Racer", category: "Racing" },
      { title: "Hoop Star", category: "Sports" },
    ])
    .returning();
  racer = a!.id;
  hoops = b!.id;
});
afterAll(async () => {
  await graph.close();
  await smtp.close();
  delete process.env.WHATSAPP_GRAPH_URL;
  delete process.env.SMTP_URL;
  resetConfigForTests();
});

describe("list prices and currencies", () => {
  it("keeps a price per game and currency in minor units, set by an editor or owner, read by sales", async () => {
    const put = (id: string, prices: Record<string, number>, cookie = owner.cookie) =>
      putPrices(
        adminRequest(cookie, `/api/admin/games/${id}/prices`, { method: "PUT", json: { prices } }),
        ctx({ id }),
      );
    expect((await put(racer, { USD: 1_390_000, EUR: 1_250_000 })).status).toBe(200);
    expect((await put(hoops, { EUR: 899_999 }, editor)).status).toBe(200);
    expect((await put(hoops, { EUR: 1 }, sales.cookie)).status).toBe(403);
    expect((await put(hoops, { EUR: 12.5 })).status).toBe(400);
    expect((await put(hoops, { XYZ: 100 })).status).toBe(400);
    const res = await getPrices(
      adminRequest(sales.cookie, `/api/admin/games/${racer}/prices`),
      ctx({ id: racer }),
    );
    expect(await res.json()).toEqual({ prices: { USD: 1_390_000, EUR: 1_250_000 } });
  });

  it("offers USD plus the currencies an owner switches on; only an owner changes them", async () => {
    const put = (cookie: string, json: unknown) =>
      putQuoteSettings(
        adminRequest(cookie, "/api/admin/quote-settings", { method: "PUT", json }),
        ctx({}),
      );
    const settings = {
      currencies: ["EUR", "GBP"],
      approvalThresholdBp: 1000,
      defaultValidDays: 30,
      defaultTerms: "",
      whatsappTemplate: null,
    };
    expect((await put(sales.cookie, settings)).status).toBe(403);
    const res = await put(owner.cookie, settings);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { currencies: string[] }).currencies).toEqual([
      "USD",
      "EUR",
      "GBP",
    ]);
  });
});

describe("building a quote", () => {
  it("prices game lines from the list in the quote's currency and computes the totals on the server", async () => {
    const lead = await newLead();
    const res = await create(lead.id, twoGamesInEuros());
    expect(res.status).toBe(201);
    const [q] = await list(lead.id);
    // 2 × 12,500.00 + 8,999.99 + 1,500.00 = 35,499.99; 5% off = 1,775.00 (1,774.9995 half-up).
    expect(q!.lines.map((l) => [l.description, l.unitMinor])).toEqual([
      ["Galaxy Racer", 1_250_000],
      ["Hoop Star", 899_999],
      ["Sea, CIF Hamburg", 150_000],
    ]);
    expect(q!).toMatchObject({
      status: "draft",
      currency: "EUR",
      subtotalMinor: 3_549_999,
      discountMinor: 177_500,
      totalMinor: 3_372_499,
      totalText: "€33,724.99",
      version: 1,
    });
  });

  it("refuses a game with no price in the currency, a currency not offered, and bad lines", async () => {
    const lead = await newLead();
    const noPrice = await create(lead.id, twoGamesInEuros({ currency: "GBP" }));
    expect(noPrice.status).toBe(400);
    expect(JSON.stringify(await noPrice.json())).toContain("no list price in GBP");
    expect((await create(lead.id, twoGamesInEuros({ currency: "JPY" }))).status).toBe(400);
    expect((await create(lead.id, twoGamesInEuros({ lines: [] }))).status).toBe(400);
    expect((await create(lead.id, twoGamesInEuros({ taxBp: 1900, taxLabel: "" }))).status).toBe(
      400,
    );
    expect((await create(lead.id, twoGamesInEuros(), editor)).status).toBe(403);
  });

  it("needs an owner's approval for a discount above the threshold before it can be sent", async () => {
    const lead = await newLead();
    const res = await create(lead.id, twoGamesInEuros({ discountBp: 1500 }));
    const { id, status } = (await res.json()) as { id: string; status: string };
    expect(status).toBe("awaiting_approval");
    expect((await send(lead.id, id)).status).toBe(409);
    const { fingerprint } = (await list(lead.id))[0]!;
    const approve = (cookie: string) =>
      postApprove(
        adminRequest(cookie, `/api/admin/leads/${lead.id}/quotes/${id}/approve`, {
          method: "POST",
          json: { fingerprint },
        }),
        ctx({ id: lead.id, quoteId: id }),
      );
    expect((await approve(sales.cookie)).status).toBe(403);
    expect((await approve(owner.cookie)).status).toBe(200);
    const [q] = await list(lead.id);
    expect(q).toMatchObject({ status: "draft", approvedBy: "Olivia Owner", needsApproval: false });
    expect(q!.approvedAt).toBeTruthy();
    // Editing the draft's discount again: the approval, of the content approved, no longer covers it.
    await putQuote(
      adminRequest(sales.cookie, `/api/admin/leads/${lead.id}/quotes/${id}`, {
        method: "PUT",
        json: twoGamesInEuros({ discountBp: 1600 }),
      }),
      ctx({ id: lead.id, quoteId: id }),
    );
    expect((await list(lead.id))[0]).toMatchObject({
      status: "awaiting_approval",
      needsApproval: true,
      approvalOutdated: true,
    });
    expect((await send(lead.id, id)).status).toBe(409);
  });

  it("duplicates a quote as a new draft", async () => {
    const lead = await newLead();
    const { id } = (await (await create(lead.id, twoGamesInEuros())).json()) as { id: string };
    const res = await postDuplicate(
      adminRequest(sales.cookie, `/api/admin/leads/${lead.id}/quotes/${id}/duplicate`, {
        method: "POST",
      }),
      ctx({ id: lead.id, quoteId: id }),
    );
    expect(res.status).toBe(201);
    const all = await list(lead.id);
    expect(all).toHaveLength(2);
    expect(new Set(all.map((q) => q.seriesId)).size).toBe(2);
    expect(all.every((q) => q.totalMinor === 3_372_499)).toBe(true);
  });
});

describe("sending, versions and the buyer's page", () => {
  it("sends the PDF on WhatsApp and by email once, freezes it, and a second Send sends nothing", async () => {
    const lead = await newLead({ language: "de" });
    await buyerWrote(lead);
    const { id } = (await (await create(lead.id, twoGamesInEuros())).json()) as { id: string };
    const mailsBefore = smtp.messages.length;
    const res = await send(lead.id, id);
    expect(res.status).toBe(200);
    const sent = (await res.json()) as {
      url: string;
      deliveries: Array<{ channel: string; state: string }>;
    };
    expect(sent.url).toMatch(/^http:\/\/localhost:3000\/q\/[A-Za-z0-9_-]{43}$/);
    const token = tokenOf(sent.url);

    const db = await getDb();
    const outbox = await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.leadId, lead.id));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.kind).toBe("document");
    await outboxIdle();
    await processDue(db, { dailyCap: 1000 });
    const message = graph.messages.find((m) => m.to === lead.whatsapp.replace(/\D/g, ""));
    expect(message?.type).toBe("document");
    expect(message?.document?.link).toBe(`${sent.url}/pdf`);
    expect(message?.document?.filename).toMatch(/^Q-[0-9A-F]{8}-1\.pdf$/);
    // The link WhatsApp fetches the document from serves the PDF as it was sent.
    const pdfRes = await buyerPdf(buyer(token, "/pdf"), ctx({ token }));
    expect(pdfRes.headers.get("content-type")).toBe("application/pdf");
    expect(pdfRes.headers.get("cache-control")).toBe("private, no-store");
    expect(pdfRes.headers.get("content-security-policy")).toMatch(/script-src 'self';/);
    const pdf = new Uint8Array(await pdfRes.arrayBuffer());
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe("%PDF-");
    const text = (await pdfText(pdf)).lines.join("\n");
    expect(text).toContain("Angebot Q-");
    expect(text).toContain("Galaxy Racer");
    expect(text).toContain("33.724,99 €");
    expect(text).toContain(sent.url);

    // The email went with the same PDF attached.
    expect(smtp.messages.length).toBe(mailsBefore + 1);
    const mail = smtp.messages.at(-1)!;
    expect(mail.to).toEqual(["ana@example.com"]);
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(mail.raw).toContain(Buffer.from(pdf).subarray(0, 48).toString("base64").slice(0, 40));

    // Send again (a double click, a retry): nothing more goes out.
    const again = await send(lead.id, id);
    expect(((await again.json()) as { alreadySent: boolean }).alreadySent).toBe(true);
    expect(
      await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.leadId, lead.id)),
    ).toHaveLength(1);
    expect(smtp.messages.length).toBe(mailsBefore + 1);
    const deliveries = await db
      .select()
      .from(quoteDeliveries)
      .where(eq(quoteDeliveries.quoteId, id));
    expect(deliveries.map((d) => `${d.channel}:${d.state}`).sort()).toEqual([
      "email:sent",
      "whatsapp:queued",
    ]);

    // The staff copy is the same bytes.
    const staffPdf = await getSentPdf(
      adminRequest(sales.cookie, `/api/admin/leads/${lead.id}/quotes/${id}/pdf`),
      ctx({ id: lead.id, quoteId: id }),
    );
    expect(Buffer.from(await staffPdf.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it("outside the 24-hour window uses the approved template with a document header, or says why not", async () => {
    const lead = await newLead();
    const { id } = (await (
      await create(lead.id, twoGamesInEuros({ buyerEmail: null }))
    ).json()) as { id: string };
    const res = await send(lead.id, id);
    const body = (await res.json()) as {
      deliveries: Array<{ channel: string; state: string; detail: string }>;
    };
    expect(body.deliveries).toEqual([
      { channel: "whatsapp", state: "refused", detail: WA_NO_TEMPLATE },
    ]);

    const db = await getDb();
    await db.insert(whatsappTemplates).values({
      name: "quote_document",
      language: "en",
      status: "APPROVED",
      category: "UTILITY",
      body: "Your quote is attached.",
      paramCount: 0,
    });
    await putQuoteSettings(
      adminRequest(owner.cookie, "/api/admin/quote-settings", {
        method: "PUT",
        json: {
          currencies: ["EUR", "GBP"],
          approvalThresholdBp: 1000,
          defaultValidDays: 30,
          defaultTerms: "",
          whatsappTemplate: "quote_document",
        },
      }),
      ctx({}),
    );
    const lead2 = await newLead();
    const q2 = (await (await create(lead2.id, twoGamesInEuros({ buyerEmail: null }))).json()) as {
      id: string;
    };
    await send(lead2.id, q2.id);
    await outboxIdle();
    await processDue(db, { dailyCap: 1000 });
    const message = graph.messages.find((m) => m.to === lead2.whatsapp.replace(/\D/g, ""));
    expect(message?.type).toBe("template");
    expect(message?.template?.name).toBe("quote_document");
    expect(message?.template?.document?.link).toMatch(/\/q\/[A-Za-z0-9_-]{43}\/pdf$/);
  });

  it("editing a sent quote makes version 2; once it is sent the first link says it was replaced", async () => {
    const lead = await newLead();
    await buyerWrote(lead);
    const { id } = (await (await create(lead.id, twoGamesInEuros())).json()) as { id: string };
    const first = (await (await send(lead.id, id)).json()) as { url: string };
    const edit = await putQuote(
      adminRequest(sales.cookie, `/api/admin/leads/${lead.id}/quotes/${id}`, {
        method: "PUT",
        json: twoGamesInEuros({ discountBp: 800 }),
      }),
      ctx({ id: lead.id, quoteId: id }),
    );
    const v2 = (await edit.json()) as { id: string; version: number; status: string };
    expect(v2).toMatchObject({ version: 2, status: "draft" });
    expect(v2.id).not.toBe(id);
    const db = await getDb();
    const [v1] = await db.select().from(quotes).where(eq(quotes.id, id));
    expect(v1!.status).toBe("sent");
    expect(v1!.discountBp).toBe(500); // the sent version is never changed
    const second = (await (await send(lead.id, v2.id)).json()) as { url: string };
    const old = await page(tokenOf(first.url));
    expect(old.html).toContain('data-state="replaced"');
    expect(old.html).not.toContain('action="/q/');
    const refused = await accept(tokenOf(first.url), { name: "Ana Lima", terms: "on" });
    expect(refused.status).toBe(303);
    const [stillV1] = await db.select().from(quotes).where(eq(quotes.id, id));
    expect(stillV1!.status).toBe("replaced");
    // Editing an older version while a newer exists is refused.
    const stale = await putQuote(
      adminRequest(sales.cookie, `/api/admin/leads/${lead.id}/quotes/${id}`, {
        method: "PUT",
        json: twoGamesInEuros(),
      }),
      ctx({ id: lead.id, quoteId: id }),
    );
    expect(stale.status).toBe(409);
    expect((await page(tokenOf(second.url))).html).toContain('action="/q/');
  });

  it("the buyer's page shows this quote only, records the first view, and accept converts the lead", async () => {
    const lead = await newLead({ name: "Bruno Díaz", location: "Secret Street 1", language: "es" });
    await buyerWrote(lead);
    const { id } = (await (await create(lead.id, twoGamesInEuros())).json()) as { id: string };
    const { url } = (await (await send(lead.id, id)).json()) as { url: string };
    const token = tokenOf(url);
    const { res, html } = await page(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<meta name="robots" content="noindex,nofollow"\/?>/);
    expect(html).toContain("Bruno Díaz");
    expect(html).toContain("Aceptar presupuesto");
    expect(html).not.toContain(lead.whatsapp);
    expect(html).not.toContain("Secret Street");
    const db = await getDb();
    const [viewed] = await db.select().from(quotes).where(eq(quotes.id, id));
    expect(viewed).toMatchObject({ status: "viewed", viewedIp: "203.0.113.9" });
    expect((await list(lead.id))[0]!.status).toBe("viewed");

    // Unticked terms, an empty name, another site: nothing is recorded.
    expect((await accept(token, { name: "Bruno" })).headers.get("location")).toBe(
      `/q/${token}?n=terms`,
    );
    expect((await accept(token, { name: " ", terms: "on" })).headers.get("location")).toBe(
      `/q/${token}?n=name`,
    );
    expect(
      (await accept(token, { name: "Bruno", terms: "on" }, "https://evil.example")).status,
    ).toBe(403);
    const crossSite = await buyerAccept(
      buyer(token, "/accept", {
        method: "POST",
        form: { name: "Bruno", terms: "on" },
        headers: { "sec-fetch-site": "cross-site" },
      }),
      ctx({ token }),
    );
    expect(crossSite.status).toBe(403);
    expect((await db.select().from(quotes).where(eq(quotes.id, id)))[0]!.acceptedAt).toBeNull();

    const mailsBefore = smtp.messages.length;
    const ok = await accept(token, { name: "Bruno Díaz", terms: "on" });
    expect(ok.status).toBe(303);
    const [accepted] = await db.select().from(quotes).where(eq(quotes.id, id));
    expect(accepted).toMatchObject({
      status: "accepted",
      acceptedName: "Bruno Díaz",
      acceptedIp: "203.0.113.9",
    });
    const [converted] = await db.select().from(leads).where(eq(leads.id, lead.id));
    expect(converted!.status).toBe("converted");
    // The lead's owner is told by email.
    const told = smtp.messages.slice(mailsBefore).find((m) => m.to.includes(sales.email));
    expect(told?.raw).toContain("accepted");
    expect((await page(token)).html).toContain('data-state="accepted"');
    // A second accept or a decline changes nothing.
    await accept(token, { name: "Someone Else", terms: "on" });
    await buyerDecline(
      buyer(token, "/decline", { method: "POST", form: { reason: "x" } }),
      ctx({ token }),
    );
    const [after] = await db.select().from(quotes).where(eq(quotes.id, id));
    expect(after).toMatchObject({
      status: "accepted",
      acceptedName: "Bruno Díaz",
      declinedAt: null,
    });
    const trail = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "quote"), eq(auditLog.entityId, id)));
    expect(trail.map((a) => a.action).sort()).toEqual(["accept", "create", "send", "view"]);
  });

  it("decline keeps the reason; an expired quote cannot be accepted and offers to ask for a new one", async () => {
    const lead = await newLead();
    await buyerWrote(lead);
    const a = (await (await create(lead.id, twoGamesInEuros())).json()) as { id: string };
    const b = (await (await create(lead.id, twoGamesInEuros())).json()) as { id: string };
    const ta = tokenOf(((await (await send(lead.id, a.id)).json()) as { url: string }).url);
    const tb = tokenOf(((await (await send(lead.id, b.id)).json()) as { url: string }).url);
    const declined = await buyerDecline(
      buyer(ta, "/decline", {
        method: "POST",
        form: { reason: "Too expensive" },
        headers: { origin: SITE },
      }),
      ctx({ token: ta }),
    );
    expect(declined.status).toBe(303);
    const db = await getDb();
    expect((await db.select().from(quotes).where(eq(quotes.id, a.id)))[0]).toMatchObject({
      status: "declined",
      declineReason: "Too expensive",
    });
    await db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, b.id));
    const { html } = await page(tb);
    expect(html).toContain('data-state="expired"');
    expect(html).toContain(`action="/q/${tb}/renew"`);
    await accept(tb, { name: "Ana Lima", terms: "on" });
    expect((await db.select().from(quotes).where(eq(quotes.id, b.id)))[0]!.acceptedAt).toBeNull();
    expect((await list(lead.id)).find((q) => q.id === b.id)!.status).toBe("expired");
    const renew = await buyerRenew(
      buyer(tb, "/renew", { method: "POST", headers: { origin: SITE } }),
      ctx({ token: tb }),
    );
    expect(renew.headers.get("location")).toBe(`/q/${tb}?n=asked`);
  });

  it("an unknown or malformed token opens nothing", async () => {
    for (const token of ["x".repeat(43), "short", "../../etc/passwd"]) {
      const { res, html } = await page(token);
      expect(res.status).toBe(404);
      expect(html).toContain("This quote link is not valid.");
    }
  });

  it("puts quote events on the lead's timeline and the won value on the dashboard", async () => {
    const lead = await newLead();
    await buyerWrote(lead);
    const { id } = (await (await create(lead.id, twoGamesInEuros())).json()) as { id: string };
    const { url } = (await (await send(lead.id, id)).json()) as { url: string };
    await page(tokenOf(url));
    await accept(tokenOf(url), { name: "Ana Lima", terms: "on" });
    const timeline = await getTimeline(
      adminRequest(sales.cookie, `/api/admin/leads/${lead.id}/timeline`),
      ctx({ id: lead.id }),
    );
    const entries = (
      (await timeline.json()) as { entries: Array<{ kind: string; action?: string }> }
    ).entries;
    expect(entries.filter((e) => e.kind === "quote").map((e) => e.action)).toEqual([
      "accept",
      "view",
      "send",
      "create",
    ]);
    const res = await getQuoteStats(
      adminRequest(sales.cookie, "/api/admin/quotes/dashboard"),
      ctx({}),
    );
    const rows = ((await res.json()) as { rows: Array<Record<string, unknown>> }).rows;
    const mine = rows.find((r) => r.salesperson === "Sam Sales" && r.currency === "EUR")!;
    expect(mine.wonMinor).toBeGreaterThanOrEqual(3_372_499);
    expect(mine.won as number).toBeGreaterThanOrEqual(1);
    expect(mine.winRate).toBe((mine.won as number) / (mine.sent as number));
  });

  it("editors see no quotes; sales and owners do", async () => {
    const lead = await newLead();
    const denied = await listQuotesRoute(
      adminRequest(editor, `/api/admin/leads/${lead.id}/quotes`),
      ctx({ id: lead.id }),
    );
    expect(denied.status).toBe(403);
    expect(await list(lead.id, owner.cookie)).toEqual([]);
  });
});
