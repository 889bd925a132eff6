import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as listLeads } from "@/app/api/admin/leads/route";
import { GET as unreadRoute } from "@/app/api/admin/leads/unread/route";
import {
  GET as getConversation,
  POST as postReply,
} from "@/app/api/admin/leads/[id]/conversation/route";
import { POST as postRead } from "@/app/api/admin/leads/[id]/conversation/read/route";
import { PUT as putOptOut } from "@/app/api/admin/leads/[id]/opt-out/route";
import { GET as getMedia } from "@/app/api/admin/whatsapp/media/[id]/route";
import { PUT as putSettings } from "@/app/api/admin/whatsapp/settings/route";
import {
  GET as getTemplates,
  POST as syncTemplates,
} from "@/app/api/admin/whatsapp/templates/route";
import { GET as publicStorage } from "@/app/storage/game-media/[...path]/route";
import { POST as webhook } from "@/app/api/whatsapp/webhook/route";
import { auditLog } from "@/modules/audit/schema";
import { games } from "@/modules/catalog/schema";
import { leads } from "@/modules/leads/schema";
import {
  whatsappConversations,
  whatsappIncoming,
  whatsappInbox,
  whatsappOutbox,
} from "@/modules/whatsapp/schema";
import type { Conversation } from "@/modules/whatsapp/server/conversation";
import { createLead } from "@/modules/leads/server/create-lead";
import { leadSchema } from "@/modules/leads/validation";
import { inboxIdle } from "@/modules/whatsapp/server/inbox/worker";
import { applyPayload } from "@/modules/whatsapp/server/inbox/process";
import { processDue } from "@/modules/whatsapp/server/outbox/process";
import { outboxIdle } from "@/modules/whatsapp/server/outbox/worker";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs, signInCookie } from "../setup/auth";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import {
  incomingPayload,
  signBody,
  templateStatusPayload,
  type Incoming,
} from "../support/stubs/whatsapp-webhook";

const TOKEN = "EAAG-conversation-token-4321";
const APP_SECRET = "app-secret-conversation";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
let owner = "";
let sales = { cookie: "", id: "" };
let stub: Awaited<ReturnType<typeof startGraphStub>>;
let leadId = "";

/** Posts a signed payload to the webhook as Meta does, then waits for the inbox worker. */
async function deliver(payload: unknown) {
  const body = JSON.stringify(payload);
  const res = await webhook(
    new Request("http://localhost:3000/api/whatsapp/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-hub-signature-256": signBody(body, APP_SECRET),
      },
      body,
    }),
  );
  expect(res.status).toBe(200);
  await inboxIdle();
}
const receive = (...messages: Incoming[]) => deliver(incomingPayload(messages));

async function conversation(id = leadId, cookie = sales.cookie): Promise<Conversation> {
  const res = await getConversation(
    adminRequest(cookie, `/api/admin/leads/${id}/conversation`),
    ctx({ id }),
  );
  expect(res.status).toBe(200);
  return res.json();
}
const reply = (json: unknown, id = leadId, cookie = sales.cookie) =>
  postReply(
    adminRequest(cookie, `/api/admin/leads/${id}/conversation`, { method: "POST", json }),
    ctx({ id }),
  );
/** The reply route nudges this process's outbox worker; wait for it, then run once more. */
const send = async () => {
  await outboxIdle();
  return processDue(await getDb(), { dailyCap: 1000 });
};

beforeAll(async () => {
  owner = await signInCookie("owner");
  sales = await signInAs("sales", "Sam Seller");
  stub = await startGraphStub({ token: TOKEN });
  process.env.WHATSAPP_GRAPH_URL = stub.url;
  resetConfigForTests();
  const saved = await putSettings(
    adminRequest(owner, "/api/admin/whatsapp/settings", {
      method: "PUT",
      json: {
        apiVersion: "v25.0",
        phoneNumberId: "1098765",
        accessToken: TOKEN,
        businessAccountId: "555000",
        verifyToken: "verify-me",
        appSecret: APP_SECRET,
        templateName: "otp_verification",
        templateLanguage: "en",
        active: true,
      },
    }),
    ctx({}),
  );
  expect(saved.status).toBe(200);
  const db = await getDb();
  const [g] = await db
    .insert(games)
    .values({ title: "Galaxy Racer", category: "Racing" })
    .returning();
  const [l] = await db
    .insert(leads)
    .values({
      name: "Ana",
      whatsapp: "+15551234567",
      countryCode: "+1",
      location: "Austin",
      gameId: g!.id,
    })
    .returning();
  leadId = l!.id;
});
afterAll(async () => {
  await stub.close();
  delete process.env.WHATSAPP_GRAPH_URL;
  resetConfigForTests();
});

describe("incoming WhatsApp messages", () => {
  it("stores a message once however often Meta delivers it, on the lead with that number", async () => {
    const message = {
      from: "15551234567",
      id: "wamid.IN-ANA-1",
      name: "Ana B",
      text: "Is it still available?",
    };
    await receive(message);
    await receive(message);
    await deliver(incomingPayload([message, message]));
    const db = await getDb();
    const rows = await db
      .select()
      .from(whatsappIncoming)
      .where(eq(whatsappIncoming.wamid, message.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      leadId,
      sender: "15551234567",
      type: "text",
      body: "Is it still available?",
    });
    // Every post was kept and applied.
    const inbox = await db.select().from(whatsappInbox);
    expect(inbox.length).toBeGreaterThanOrEqual(3);
    expect(inbox.every((r) => r.processedAt !== null && r.error === null)).toBe(true);
    const c = await conversation();
    expect(c.messages.filter((m) => m.direction === "in").map((m) => m.body)).toEqual([
      "Is it still available?",
    ]);
  });

  it("creates a lead (source whatsapp, named from the profile) for a number with none, once", async () => {
    await deliver(
      incomingPayload([
        { from: "447700900123", id: "wamid.NEW-1", name: "Maria", text: "Hola" },
        { from: "447700900123", id: "wamid.NEW-2", name: "Maria", text: "Precio?" },
      ]),
    );
    const db = await getDb();
    const created = await db.select().from(leads).where(eq(leads.whatsapp, "+447700900123"));
    expect(created).toHaveLength(1);
    expect(created[0]).toMatchObject({
      name: "Maria",
      source: "whatsapp",
      countryCode: "+44",
      status: "new",
    });
    const c = await conversation(created[0]!.id);
    expect(c.messages.map((m) => m.body)).toEqual(["Hola", "Precio?"]);
  });

  it("stores a new buyer's message once and creates one lead when deliveries are applied at once", async () => {
    // Meta's retries applied concurrently (several workers or processes): on PostgreSQL these run
    // on separate pooled connections, under the per-number advisory lock and the unique wamid.
    const db = await getDb();
    const payload = incomingPayload([
      { from: "61491570006", id: "wamid.RACE-1", name: "Racer", text: "first" },
    ]);
    await Promise.all(Array.from({ length: 6 }, () => applyPayload(db, payload)));
    const created = await db.select().from(leads).where(eq(leads.whatsapp, "+61491570006"));
    expect(created).toHaveLength(1);
    const rows = await db
      .select()
      .from(whatsappIncoming)
      .where(eq(whatsappIncoming.wamid, "wamid.RACE-1"));
    expect(rows).toHaveLength(1);
    // Read now, so the unread counts below are about the other buyers.
    await db
      .update(whatsappIncoming)
      .set({ readAt: new Date() })
      .where(eq(whatsappIncoming.wamid, "wamid.RACE-1"));
  });

  it("counts unread messages, filters the list by them and marks them read with one receipt", async () => {
    const list = await listLeads(adminRequest(sales.cookie, "/api/admin/leads?unread=1"), ctx({}));
    const { leads: unreadLeads } = (await list.json()) as {
      leads: { id: string; unread: number }[];
    };
    expect(unreadLeads.find((l) => l.id === leadId)?.unread).toBe(1);
    expect(unreadLeads.every((l) => l.unread > 0)).toBe(true);
    const total = async () =>
      (
        await (
          await unreadRoute(adminRequest(sales.cookie, "/api/admin/leads/unread"), ctx({}))
        ).json()
      ).total;
    expect(await total()).toBe(3);
    const read = () =>
      postRead(
        adminRequest(sales.cookie, `/api/admin/leads/${leadId}/conversation/read`, {
          method: "POST",
        }),
        ctx({ id: leadId }),
      );
    expect(await (await read()).json()).toEqual({ read: 1 });
    expect(await (await read()).json()).toEqual({ read: 0 });
    expect(stub.receipts).toEqual(["wamid.IN-ANA-1"]);
    expect(await total()).toBe(2);
    expect((await conversation()).unread).toBe(0);
  });
});

describe("replies and the 24-hour window", () => {
  it("sends a free-form reply through the outbox while the window is open, with its author and state", async () => {
    const c = await conversation();
    expect(new Date(c.windowClosesAt!).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);
    const res = await reply({ kind: "text", text: "Yes! It ships next week." });
    expect(res.status).toBe(201);
    await send();
    expect(stub.messages.at(-1)).toMatchObject({
      to: "15551234567",
      type: "text",
      text: "Yes! It ships next week.",
    });
    // Sent once: another run sends nothing more.
    await send();
    expect(stub.messages.filter((m) => m.text === "Yes! It ships next week.")).toHaveLength(1);
    const out = (await conversation()).messages.find((m) => m.body === "Yes! It ships next week.");
    expect(out).toMatchObject({ direction: "out", author: "Sam Seller", state: "sent" });
    // In the sales inbox the conversation now waits for the buyer, our reply its last line.
    const [inbox] = await (
      await getDb()
    )
      .select()
      .from(whatsappConversations)
      .where(eq(whatsappConversations.leadId, leadId));
    expect(inbox).toMatchObject({
      lastDirection: "out",
      lastPreview: "Yes! It ships next week.",
      waitingSince: null,
    });
  });

  it("refuses replies over 4,096 characters", async () => {
    expect((await reply({ kind: "text", text: "x".repeat(4097) })).status).toBe(400);
  });

  it("refuses free-form text once the window closed and offers the approved templates, filled from the lead", async () => {
    const db = await getDb();
    const [old] = await db
      .insert(leads)
      .values({ name: "Olga", whatsapp: "+15557654321", countryCode: "+1", location: "Reno" })
      .returning();
    await receive({
      from: "15557654321",
      id: "wamid.OLD-1",
      text: "hi",
      timestamp: Math.floor(Date.now() / 1000) - 25 * 3600,
    });
    await deliver(
      templateStatusPayload({ event: "APPROVED", name: "price_follow_up", language: "en" }),
    );
    // The template's text comes with a sync; the status webhook alone gives its state.
    stub.templates.push(
      {
        name: "price_follow_up",
        language: "en",
        status: "APPROVED",
        components: [{ type: "BODY", text: "Hi {{1}}, about the {{2}}…" }],
      },
      { name: "promo", language: "en", status: "REJECTED" },
    );
    expect(
      (
        await syncTemplates(
          adminRequest(owner, "/api/admin/whatsapp/templates", { method: "POST" }),
          ctx({}),
        )
      ).status,
    ).toBe(200);
    const c = await conversation(old!.id);
    expect(c.windowClosesAt).toBeNull();
    expect(c.templates).toEqual([
      {
        name: "price_follow_up",
        language: "en",
        preview: "Hi Olga, about the your arcade machine…",
        params: ["Olga", "your arcade machine"],
      },
    ]);
    const refused = await reply({ kind: "text", text: "Still there?" }, old!.id);
    expect(refused.status).toBe(409);
    expect((await reply({ kind: "template", name: "promo", language: "en" }, old!.id)).status).toBe(
      409,
    );
    expect(
      (await reply({ kind: "template", name: "price_follow_up", language: "en" }, old!.id)).status,
    ).toBe(201);
    await send();
    expect(stub.messages.at(-1)).toMatchObject({
      to: "15557654321",
      type: "template",
      template: {
        name: "price_follow_up",
        language: "en",
        params: ["Olga", "your arcade machine"],
      },
    });
  });
});

describe("templates", () => {
  it("keeps each template's state current from the status webhook", async () => {
    await deliver(
      templateStatusPayload({
        event: "REJECTED",
        name: "price_follow_up",
        language: "en",
        reason: "INVALID_FORMAT",
      }),
    );
    await deliver(
      templateStatusPayload({ event: "APPROVED", name: "price_follow_up", language: "es" }),
    );
    const res = await getTemplates(adminRequest(owner, "/api/admin/whatsapp/templates"), ctx({}));
    const { templates } = await res.json();
    expect(templates).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          name: "price_follow_up",
          language: "en",
          status: "REJECTED",
          reason: "INVALID_FORMAT",
        }),
        expect.objectContaining({ name: "price_follow_up", language: "es", status: "APPROVED" }),
      ]),
    );
  });
});

describe("the new-lead template in the buyer's language", () => {
  it("sends the template in the language of the page the price request came from, else the default", async () => {
    for (const language of ["en", "es"])
      await deliver(
        templateStatusPayload({ event: "APPROVED", name: "otp_verification", language }),
      );
    const db = await getDb();
    const [g] = await db.select({ id: games.id }).from(games).limit(1);
    const ask = (whatsapp: string, language: "es" | "fr") =>
      createLead(
        leadSchema.parse({
          whatsapp,
          countryCode: "+52",
          name: "Lucía",
          location: "Ciudad de México",
          gameId: g!.id,
          language,
        }),
      );
    const spanish = await ask("5512345678", "es");
    const french = await ask("5512345679", "fr");
    expect(spanish.language).toBe("es");
    const row = async (id: string) =>
      (await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.leadId, id)))[0];
    // Spanish is approved in the account; French is not, so the configured English one goes.
    expect(await row(spanish.id)).toMatchObject({
      templateName: "otp_verification",
      templateLanguage: "es",
    });
    expect(await row(french.id)).toMatchObject({
      templateName: "otp_verification",
      templateLanguage: "en",
    });
  });
});

describe("opt-out", () => {
  it("STOP opts the number out (replies refused, queued messages skipped), START opts it back in; audited", async () => {
    const db = await getDb();
    // A lead stored by the test before nudged the outbox; that run finishes first, or it could send
    // this message before the STOP arrives.
    await outboxIdle();
    const [queued] = await db
      .insert(whatsappOutbox)
      .values({
        leadId,
        recipient: "15551234567",
        state: "queued",
        nextAttemptAt: new Date(),
        kind: "text",
        body: "queued before STOP",
      })
      .returning();
    await receive({ from: "15551234567", id: "wamid.STOP-1", text: "  Stop! " });
    expect((await conversation()).optedOut).toBe(true);
    expect((await reply({ kind: "text", text: "Wait" })).status).toBe(409);
    await send();
    const [skipped] = await db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.id, queued!.id));
    expect(skipped).toMatchObject({ state: "skipped" });
    expect(stub.messages.some((m) => m.text === "queued before STOP")).toBe(false);
    await receive({ from: "15551234567", id: "wamid.START-1", text: "START" });
    expect((await conversation()).optedOut).toBe(false);
    // Other languages' words, and "stop" inside a sentence is not a request.
    await receive({ from: "15551234567", id: "wamid.STOP-2", text: "don't stop the offer" });
    expect((await conversation()).optedOut).toBe(false);
    await receive({ from: "15551234567", id: "wamid.STOP-3", text: "BAJA" });
    expect((await conversation()).optedOut).toBe(true);
    const actions = (
      await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, "lead"), eq(auditLog.entityId, leadId)))
    ).map((a) => a.action);
    expect(actions.filter((a) => a === "whatsapp-opt-out")).toHaveLength(2);
    expect(actions.filter((a) => a === "whatsapp-opt-in")).toHaveLength(1);
  });

  it("lets owners set it by hand, audited; sales may not", async () => {
    const put = (cookie: string, optedOut: boolean) =>
      putOptOut(
        adminRequest(cookie, `/api/admin/leads/${leadId}/opt-out`, {
          method: "PUT",
          json: { optedOut },
        }),
        ctx({ id: leadId }),
      );
    expect((await put(sales.cookie, false)).status).toBe(403);
    expect((await put(owner, false)).status).toBe(200);
    expect((await conversation()).optedOut).toBe(false);
    const db = await getDb();
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, leadId), eq(auditLog.action, "whatsapp-opt-in")));
    expect(entries.some((e) => e.actorId !== null)).toBe(true);
  });
});

describe("media", () => {
  it("downloads an image in two steps into the file store, served to staff only", async () => {
    stub.addMedia("MEDIA-IMG-1", PNG, "image/png");
    await receive({
      from: "15551234567",
      id: "wamid.IMG-1",
      type: "image",
      media: { id: "MEDIA-IMG-1", mime: "image/png", caption: "The room" },
    });
    const [m] = await (
      await getDb()
    )
      .select()
      .from(whatsappIncoming)
      .where(eq(whatsappIncoming.wamid, "wamid.IMG-1"));
    expect(m).toMatchObject({ body: "The room", mediaMime: "image/png", mediaError: null });
    expect(m!.fileKey).toMatch(/^whatsapp\//);
    const file = await getMedia(
      adminRequest(sales.cookie, `/api/admin/whatsapp/media/${m!.id}`),
      ctx({ id: m!.id }),
    );
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const anonymous = await getMedia(
      new Request(`http://localhost:3000/api/admin/whatsapp/media/${m!.id}`),
      ctx({ id: m!.id }),
    );
    expect(anonymous.status).toBe(401);
    const open = await publicStorage(
      new Request(`http://localhost:3000/storage/game-media/${m!.fileKey}`),
      ctx({ path: m!.fileKey!.split("/") }),
    );
    expect(open.status).toBe(404);
    const shown = (await conversation()).messages.find((x) => x.id === m!.id);
    expect(shown).toMatchObject({ type: "image", fileUrl: `/api/admin/whatsapp/media/${m!.id}` });
  });

  it("refuses a file whose bytes are not its type, and shows unsupported types by their type", async () => {
    stub.addMedia("MEDIA-DOC-1", Buffer.from("MZ\u0090\u0000 not a pdf"), "application/pdf");
    await receive({
      from: "15551234567",
      id: "wamid.DOC-1",
      type: "document",
      media: { id: "MEDIA-DOC-1", mime: "application/pdf", filename: "quote.pdf" },
    });
    await receive({ from: "15551234567", id: "wamid.STICKER-1", type: "sticker" });
    const c = await conversation();
    const doc = c.messages.find((x) => x.type === "document");
    expect(doc).toMatchObject({ fileUrl: null, fileName: "quote.pdf" });
    expect(doc!.mediaError).toMatch(/Unsupported document file type/);
    expect(c.messages.find((x) => x.type === "sticker")).toMatchObject({
      body: null,
      fileUrl: null,
    });
  });
});
