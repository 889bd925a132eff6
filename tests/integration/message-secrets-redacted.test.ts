import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as conversation } from "@/app/api/admin/leads/[id]/conversation/route";
import { GET as leadMessages } from "@/app/api/admin/leads/[id]/messages/route";
import { POST as postQuote } from "@/app/api/admin/leads/[id]/quotes/route";
import { POST as postSend } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/send/route";
import { POST as askCode } from "@/app/api/portal/code/route";
import { POST as signIn } from "@/app/api/portal/sign-in/route";
import { leads } from "@/modules/leads/schema";
import { operators } from "@/modules/machines/schema";
import { quoteDeliveries } from "@/modules/quotes/schema";
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
import { portalRequest } from "../support/portal";
import { startSmtpStub } from "../support/stubs/smtp";
import { startGraphStub } from "../support/stubs/whatsapp-graph";

// A buyer's working quote link and an operator's sign-in code go out through the outbox and by
// email; once sent, no message row (and so no backup) keeps them, while staff still see the
// message in its history.
const TOKEN = "EAAG-redaction-token";
let graph: Awaited<ReturnType<typeof startGraphStub>>;
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let sales = { cookie: "", id: "" };

const run = async () => {
  await outboxIdle();
  await processDue(await getDb(), { now: new Date(), dailyCap: 1000 });
};

/** Every row of the tables that carry messages, as text. */
async function messageRows(): Promise<string> {
  const db = await getDb();
  const [outbox, deliveries] = await Promise.all([
    db.select().from(whatsappOutbox),
    db.select().from(quoteDeliveries),
  ]);
  return JSON.stringify({ outbox, deliveries });
}

beforeAll(async () => {
  graph = await startGraphStub({ token: TOKEN });
  smtp = await startSmtpStub();
  process.env.WHATSAPP_GRAPH_URL = graph.url;
  process.env.SMTP_URL = smtp.url;
  resetConfigForTests();
  sales = await signInAs("sales", "Sam Sales");
  const db = await getDb();
  await db.insert(whatsappSettings).values({
    phoneNumberId: "1098765",
    accessToken: encryptSecret(TOKEN),
    businessAccountId: "555000",
    verifyToken: "verify-me",
    active: true,
  });
  await db
    .insert(whatsappTemplates)
    .values({ name: "operator_code", language: "en", status: "APPROVED" });
});

afterAll(async () => {
  await outboxIdle();
  await graph.close();
  await smtp.close();
  delete process.env.WHATSAPP_GRAPH_URL;
  delete process.env.SMTP_URL;
  resetConfigForTests();
});

describe("a quote's link", () => {
  it("is in no outbox or delivery row once sent, and the message history still shows it", async () => {
    const db = await getDb();
    const [lead] = await db
      .insert(leads)
      .values({
        name: "Ana Lima",
        whatsapp: "+15550001111",
        countryCode: "+1",
        location: "Austin",
        ownerId: sales.id,
      })
      .returning();
    // The buyer wrote within the day: the PDF goes as a document message, by its link.
    await db.insert(whatsappIncoming).values({
      wamid: `wamid.IN-${crypto.randomUUID()}`,
      leadId: lead!.id,
      sender: "15550001111",
      type: "text",
      body: "A price please",
      sentAt: new Date(Date.now() - 60 * 60_000),
    });
    const created = await postQuote(
      adminRequest(sales.cookie, `/api/admin/leads/${lead!.id}/quotes`, {
        method: "POST",
        json: {
          currency: "USD",
          lines: [
            {
              kind: "freight",
              gameId: null,
              description: "Sea freight",
              quantity: 1,
              unitMinor: 150_000,
              discountBp: 0,
            },
          ],
          discountBp: 0,
          taxBp: null,
          taxLabel: null,
          validDays: 30,
          terms: "",
          buyerNote: "",
          buyerEmail: "ana@example.com",
        },
      }),
      ctx({ id: lead!.id }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const sent = await postSend(
      adminRequest(sales.cookie, `/api/admin/leads/${lead!.id}/quotes/${id}/send`, {
        method: "POST",
      }),
      ctx({ id: lead!.id, quoteId: id }),
    );
    expect(sent.status).toBe(200);
    const { url } = (await sent.json()) as { url: string };
    const token = url.split("/q/")[1]!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await run();

    // It reached the buyer on both channels, with the working link.
    expect(graph.messages.find((m) => m.type === "document")?.document?.link).toBe(`${url}/pdf`);
    expect(smtp.messages.at(-1)!.raw).toContain(token);
    // No row keeps it.
    expect(await messageRows()).not.toContain(token);
    const [row] = await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.leadId, lead!.id));
    expect(row).toMatchObject({ state: "sent", kind: "document" });
    expect(row!.document).toMatchObject({
      link: "[link removed after sending]",
      filename: expect.stringMatching(/^Q-.*\.pdf$/),
    });
    const mail = (
      await db.select().from(quoteDeliveries).where(eq(quoteDeliveries.quoteId, id))
    ).find((d) => d.channel === "email");
    expect(mail).toMatchObject({ channel: "email", state: "sent", payload: null });

    // The lead's message list and conversation still show the sent document.
    const list = await leadMessages(
      adminRequest(sales.cookie, `/api/admin/leads/${lead!.id}/messages`),
      ctx({ id: lead!.id }),
    );
    expect(list.status).toBe(200);
    expect((await list.json()).messages).toMatchObject([{ state: "sent" }]);
    const talk = await conversation(
      adminRequest(sales.cookie, `/api/admin/leads/${lead!.id}/conversation`),
      ctx({ id: lead!.id }),
    );
    expect(talk.status).toBe(200);
    const messages = (await talk.json()).messages as Array<{ type: string; state: string }>;
    expect(messages).toContainEqual(expect.objectContaining({ type: "document", state: "sent" }));
  });
});

describe("an operator's sign-in code", () => {
  const ask = (contact: string, ip: string) =>
    askCode(portalRequest("/api/portal/code", { method: "POST", json: { contact }, ip }));

  it("is in no outbox row once sent by WhatsApp, and still signs in", async () => {
    const db = await getDb();
    await db.insert(operators).values({
      company: "Fun Hall",
      contactName: "Ana",
      whatsapp: "+34600900001",
      country: "ES",
      locale: "en",
    });
    expect((await ask("+34600900001", "10.63.0.1")).status).toBe(202);
    await run();
    const code = graph.messages.find((m) => m.to === "34600900001")!.template!.params[0]!;
    expect(code).toMatch(/^\d{8}$/);
    expect(await messageRows()).not.toContain(code);
    const [row] = await db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.recipient, "34600900001"));
    expect(row).toMatchObject({
      state: "sent",
      templateName: "operator_code",
      templateParams: ["[code removed after sending]"],
      templateButtons: ["[code removed after sending]"],
      afterSend: null,
    });
    const res = await signIn(
      portalRequest("/api/portal/sign-in", {
        method: "POST",
        json: { contact: "+34600900001", code },
        ip: "10.63.0.1",
      }),
    );
    expect(res.ok).toBe(true);
  });

  it("is in no outbox row once sent by email; the row keeps the mail's words", async () => {
    const db = await getDb();
    await db.insert(operators).values({
      company: "Bar Bea",
      contactName: "Bea",
      email: "bea@example.com",
      country: "DE",
      locale: "en",
    });
    expect((await ask("bea@example.com", "10.63.0.2")).status).toBe(202);
    await run();
    const mail = smtp.messages.filter((m) => m.to.includes("bea@example.com")).at(-1)!;
    const code = mail.raw.match(/\b(\d{8})\b/)![1]!;
    expect(await messageRows()).not.toContain(code);
    const [row] = await db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.recipient, "bea@example.com"));
    expect(row).toMatchObject({ state: "sent", kind: "email", afterSend: null });
    expect(row!.body).toContain("[code removed after sending]");
  });
});
