import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as getConversation } from "@/app/api/admin/leads/[id]/conversation/route";
import { GET as getMedia } from "@/app/api/admin/whatsapp/media/[id]/route";
import { PUT as putSettings } from "@/app/api/admin/whatsapp/settings/route";
import { POST as webhook } from "@/app/api/whatsapp/webhook/route";
import { leads } from "@/modules/leads/schema";
import { whatsappIncoming, whatsappInbox, whatsappTemplates } from "@/modules/whatsapp/schema";
import type { Conversation, ConversationMessage } from "@/modules/whatsapp/server/conversation";
import { mediaUrlAllowed } from "@/modules/whatsapp/server/inbox/media";
import { inboxIdle } from "@/modules/whatsapp/server/inbox/worker";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs, signInCookie } from "../setup/auth";
import { startStub } from "../support/stubs/http-stub";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import { incomingPayload, signBody } from "../support/stubs/whatsapp-webhook";
import { firstMessage, opusVoiceNote, waFixture } from "../support/whatsapp-fixtures";

// Meta's documented example payloads (tests/fixtures/whatsapp), posted signed to the real webhook
// and read back as the back office reads the conversation.
const TOKEN = "EAAG-message-types-token-7788";
const APP_SECRET = "app-secret-message-types";
const JPEG = Buffer.from(
  "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQH/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
  "base64",
);
let sales = { cookie: "", id: "" };
let stub: Awaited<ReturnType<typeof startGraphStub>>;

function signedRequest(body: string, signature: string | null) {
  return new Request("http://localhost:3000/api/whatsapp/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-hub-signature-256": signature } : {}),
    },
    body,
  });
}

/** Posts a payload signed as Meta signs it, then waits for the inbox worker to apply it. */
async function deliver(payload: unknown) {
  const body = JSON.stringify(payload);
  const res = await webhook(signedRequest(body, signBody(body, APP_SECRET)));
  expect(res.status).toBe(200);
  await inboxIdle();
}

async function leadOf(whatsapp: string) {
  const rows = await (await getDb()).select().from(leads).where(eq(leads.whatsapp, whatsapp));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

async function conversation(leadId: string): Promise<Conversation> {
  const res = await getConversation(
    adminRequest(sales.cookie, `/api/admin/leads/${leadId}/conversation`),
    ctx({ id: leadId }),
  );
  expect(res.status).toBe(200);
  return res.json();
}

/** The buyer's message with this wamid, as the conversation shows it. */
async function shown(wamid: string): Promise<ConversationMessage & { dbId: string }> {
  const [row] = await (
    await getDb()
  )
    .select()
    .from(whatsappIncoming)
    .where(eq(whatsappIncoming.wamid, wamid));
  expect(row, `${wamid} is stored`).toBeDefined();
  const c = await conversation(row!.leadId!);
  return { ...c.messages.find((m) => m.id === row!.id)!, dbId: row!.id };
}

/** A body stream that records whether anything asked it for bytes. */
function watchedBody() {
  const state = { pulled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        state.pulled = true;
        controller.enqueue(new TextEncoder().encode("{}"));
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { body, state };
}
const streamed = (body: ReadableStream<Uint8Array>, signature?: string) =>
  new Request("http://localhost:3000/api/whatsapp/webhook", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-hub-signature-256": signature } : {}),
    },
    body,
    duplex: "half",
  } as RequestInit);

beforeAll(async () => {
  sales = await signInAs("sales", "Sam Seller");
  stub = await startGraphStub({ token: TOKEN });
  process.env.WHATSAPP_GRAPH_URL = stub.url;
  resetConfigForTests();
});
afterAll(async () => {
  await stub.close();
  delete process.env.WHATSAPP_GRAPH_URL;
  resetConfigForTests();
});

describe("the webhook before any app secret is saved", () => {
  it("refuses a post without reading its body", async () => {
    const { body, state } = watchedBody();
    const res = await webhook(streamed(body, `sha256=${"a".repeat(64)}`));
    expect(res.status).toBe(403);
    expect(state.pulled).toBe(false);
    expect(await (await getDb()).select().from(whatsappInbox)).toHaveLength(0);
  });
});

describe("with WhatsApp set up", () => {
  beforeAll(async () => {
    const owner = await signInCookie("owner");
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
  });

  describe("the webhook", () => {
    it.each([
      ["no signature", undefined],
      ["another scheme", `sha1=${"a".repeat(40)}`],
      ["too short", "sha256=abc123"],
      ["not hex", `sha256=${"z".repeat(64)}`],
      ["upper-case scheme", `SHA256=${"a".repeat(64)}`],
      ["one digit too many", `sha256=${"a".repeat(65)}`],
    ])("refuses a malformed X-Hub-Signature-256 (%s) without reading the body", async (_, sig) => {
      const { body, state } = watchedBody();
      const res = await webhook(streamed(body, sig));
      expect(res.status).toBe(403);
      expect(state.pulled).toBe(false);
    });

    it("still reads and checks a well-formed signature (a wrong one is refused)", async () => {
      const res = await webhook(signedRequest("{}", `sha256=${"0".repeat(64)}`));
      expect(res.status).toBe(403);
      const ok = await webhook(signedRequest("{}", signBody("{}", APP_SECRET)));
      expect(ok.status).toBe(200);
    });

    it("ignores a template status event older than the one stored", async () => {
      const approved = waFixture("template-status-update");
      await deliver(approved);
      const late = waFixture("template-status-update");
      late.entry[0]!.time = approved.entry[0]!.time! - 600;
      Object.assign(late.entry[0]!.changes[0]!.value, { event: "REJECTED", reason: "SPAM" });
      await deliver(late);
      const db = await getDb();
      const [t] = await db
        .select()
        .from(whatsappTemplates)
        .where(eq(whatsappTemplates.name, "price_follow_up"));
      expect(t).toMatchObject({ status: "APPROVED", reason: null });
      // A newer event still applies.
      const paused = waFixture("template-status-update");
      paused.entry[0]!.time = approved.entry[0]!.time! + 600;
      Object.assign(paused.entry[0]!.changes[0]!.value, { event: "PAUSED" });
      await deliver(paused);
      const [after] = await db
        .select()
        .from(whatsappTemplates)
        .where(eq(whatsappTemplates.name, "price_follow_up"));
      expect(after!.status).toBe("PAUSED");
    });
  });

  describe("every message a buyer can send", () => {
    it("shows a photo's caption as its text, with the photo", async () => {
      stub.addMedia("media-fixture-image-1", JPEG, "image/jpeg");
      await deliver(waFixture("image-with-caption"));
      const m = await shown("wamid.FIXTURE-IMAGE-1");
      expect(m).toMatchObject({
        type: "image",
        body: "Is this the cabinet in walnut?",
        details: { caption: "Is this the cabinet in walnut?" },
        mediaError: null,
      });
      expect(m.fileUrl).toBe(`/api/admin/whatsapp/media/${m.dbId}`);
    });

    it("accepts a voice note (audio/ogg; codecs=opus) and keeps it as .ogg", async () => {
      stub.addMedia("media-fixture-voice-1", opusVoiceNote(), "audio/ogg; codecs=opus");
      await deliver(waFixture("audio-voice"));
      const m = await shown("wamid.FIXTURE-VOICE-1");
      expect(m).toMatchObject({ type: "audio", mediaError: null, details: { voice: true } });
      expect(m.mime).toBe("audio/ogg; codecs=opus");
      const file = await getMedia(
        adminRequest(sales.cookie, `/api/admin/whatsapp/media/${m.dbId}`),
        ctx({ id: m.dbId }),
      );
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toBe("audio/ogg; codecs=opus");
      expect(file.headers.get("content-disposition")).toBe(
        'attachment; filename="whatsapp-audio.ogg"',
      );
    });

    it("moves the lead to the buyer's new number: the next message lands in the same lead", async () => {
      const db = await getDb();
      const [lead] = await db
        .insert(leads)
        .values({
          name: "Nora Number",
          whatsapp: "+16505550103",
          countryCode: "+1",
          location: "Austin",
        })
        .returning();
      await deliver(waFixture("system-customer-changed-number"));
      await deliver(
        incomingPayload([
          { from: "16505550113", id: "wamid.NEW-NUMBER-1", name: "Nora", text: "New phone!" },
        ]),
      );
      const moved = await leadOf("+16505550113");
      expect(moved.id).toBe(lead!.id);
      expect(await db.select().from(leads).where(eq(leads.whatsapp, "+16505550103"))).toEqual([]);
      const c = await conversation(lead!.id);
      const note = c.messages.find((m) => m.type === "system");
      expect(note?.details?.system).toEqual({
        kind: "customer_changed_number",
        newNumber: "16505550113",
      });
      expect(c.messages.map((m) => m.body)).toContain("New phone!");
    });

    it("keeps a message from a buyer known only by username (user id, no number)", async () => {
      const db = await getDb();
      await deliver(waFixture("username-user-id"));
      const [lead] = await db
        .select()
        .from(leads)
        .where(eq(leads.whatsappUserId, "US.13491208655302741918"));
      expect(lead).toMatchObject({ name: "Uma User", whatsapp: "", source: "whatsapp" });
      const m = await shown("wamid.FIXTURE-USERNAME-1");
      expect(m).toMatchObject({
        body: "Hello from my username",
        details: { username: "@uma.plays" },
      });
      // The next message by that id lands in the same lead…
      const again = waFixture("username-user-id");
      firstMessage(again).id = "wamid.FIXTURE-USERNAME-2";
      await deliver(again);
      const rows = await db
        .select()
        .from(whatsappIncoming)
        .where(eq(whatsappIncoming.senderUserId, "US.13491208655302741918"));
      expect(new Set(rows.map((r) => r.leadId))).toEqual(new Set([lead!.id]));
      // …and so does one that shares the number with the id: the lead learns the number.
      const withNumber = waFixture("username-user-id");
      Object.assign(firstMessage(withNumber), {
        id: "wamid.FIXTURE-USERNAME-3",
        from: "16505550120",
      });
      await deliver(withNumber);
      expect((await leadOf("+16505550120")).id).toBe(lead!.id);
    });

    it("shows shared contacts with their names and numbers", async () => {
      await deliver(waFixture("contacts"));
      const m = await shown("wamid.FIXTURE-CONTACTS-1");
      expect(m.details?.contacts).toEqual([
        { name: "Barbara Johnson", phones: ["+1 (650) 555-1234"], emails: ["bar@example.com"] },
      ]);
      expect(m.body).toContain("Barbara Johnson +1 (650) 555-1234");
    });

    it("shows an order's items: product, quantity, price and currency", async () => {
      await deliver(waFixture("order"));
      const m = await shown("wamid.FIXTURE-ORDER-1");
      expect(m.details?.order).toEqual({
        catalogId: "194836987003835",
        text: "Two racers and the coin door, please",
        items: [
          { productRetailerId: "GALAXY-RACER-DLX", quantity: 2, price: 4999.5, currency: "USD" },
          { productRetailerId: "COIN-DOOR-KIT", quantity: 1, price: 120, currency: "USD" },
        ],
      });
    });

    it("shows a location's name and address (the map link is built from its coordinates)", async () => {
      await deliver(waFixture("location"));
      const m = await shown("wamid.FIXTURE-LOCATION-1");
      expect(m.body).toBe("Philz Coffee, 1 Hacker Way, Menlo Park, CA 94025");
      expect(m.details?.location).toEqual({
        latitude: 37.483307,
        longitude: -122.148981,
        name: "Philz Coffee",
        address: "1 Hacker Way, Menlo Park, CA 94025",
      });
    });

    it("keeps a list reply's description and a button reply's title", async () => {
      await deliver(waFixture("interactive-list-reply"));
      const list = await shown("wamid.FIXTURE-LIST-1");
      expect(list).toMatchObject({
        body: "Express delivery",
        details: {
          reply: {
            id: "delivery-express",
            description: "Within 3 working days, installation included",
          },
        },
      });
      await deliver(waFixture("interactive-button-reply"));
      const button = await shown("wamid.FIXTURE-BUTTON-1");
      expect(button).toMatchObject({
        body: "Call me back",
        details: { reply: { id: "call-me-back" } },
      });
      // It answers a message not in this conversation: said so, not invented.
      expect(button.quoted).toEqual({ text: null, direction: null });
    });

    it("shows the click-to-WhatsApp ad a buyer came from", async () => {
      await deliver(waFixture("referral"));
      const m = await shown("wamid.FIXTURE-REFERRAL-1");
      expect(m.body).toBe("Hi, how much is the Galaxy Racer?");
      expect(m.details?.referral).toEqual({
        headline: "Galaxy Racer: the arcade at home",
        body: "Premium cabinets, built to order.",
        sourceUrl: "https://fb.me/3cr4Wqqkv",
        sourceType: "ad",
      });
    });

    it("shows what a reply answers", async () => {
      await deliver(
        incomingPayload([
          { from: "16505550110", id: "wamid.FIXTURE-QUOTED-1", text: "The blue one, or red?" },
        ]),
      );
      await deliver(waFixture("context-reply"));
      const m = await shown("wamid.FIXTURE-REPLY-1");
      expect(m.body).toBe("Yes, that one");
      expect(m.quoted).toEqual({ text: "The blue one, or red?", direction: "in" });
    });
  });

  describe("files buyers send", () => {
    const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n", "latin1");

    async function receiveFile(id: string, bytes: Buffer, mime: string, filename: string) {
      stub.addMedia(`media-${id}`, bytes, mime);
      const payload = waFixture("image-with-caption");
      Object.assign(firstMessage(payload), {
        id: `wamid.${id}`,
        type: "document",
        image: undefined,
        document: { filename, mime_type: mime, sha256: "HASH", id: `media-${id}` },
      });
      await deliver(payload);
      const m = await shown(`wamid.${id}`);
      expect(m.mediaError).toBeNull();
      return getMedia(
        adminRequest(sales.cookie, `/api/admin/whatsapp/media/${m.dbId}`),
        ctx({ id: m.dbId }),
      );
    }

    it("downloads under a sanitised name with the extension of the type in the bytes", async () => {
      const file = await receiveFile("DOC-PDF", PDF, "application/pdf", '../..\\Price "list".exe');
      expect(file.headers.get("content-type")).toBe("application/pdf");
      expect(file.headers.get("content-disposition")).toBe(
        'attachment; filename="Price _list.pdf"',
      );
    });

    it("serves a text file as .txt (text/plain), whatever the sender named it", async () => {
      const file = await receiveFile(
        "DOC-TXT",
        Buffer.from("Delivery to Lyon, 2nd floor\n"),
        "text/plain",
        "notes.html",
      );
      expect(file.headers.get("content-type")).toMatch(/^text\/plain/);
      expect(file.headers.get("content-disposition")).toBe('attachment; filename="notes.txt"');
    });

    it("never sends the token to a download URL off Meta's hosts", async () => {
      const elsewhere = await startStub(() => ({ raw: PDF }));
      try {
        stub.addMedia("media-ELSEWHERE", PDF, "application/pdf", `${elsewhere.url}/file.pdf`);
        const payload = waFixture("image-with-caption");
        Object.assign(firstMessage(payload), {
          id: "wamid.ELSEWHERE",
          type: "document",
          image: undefined,
          document: { filename: "a.pdf", mime_type: "application/pdf", id: "media-ELSEWHERE" },
        });
        await deliver(payload);
        const m = await shown("wamid.ELSEWHERE");
        expect(m.fileUrl).toBeNull();
        expect(m.mediaError).toMatch(/Meta/);
        expect(elsewhere.requests).toHaveLength(0);
      } finally {
        await elsewhere.close();
      }
    });

    it("allows https on Meta's hosts and the configured Graph API origin only", () => {
      const graph = "https://graph.facebook.com";
      for (const ok of [
        "https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1&ext=2&hash=3",
        "https://scontent.xx.fbcdn.net/v/t45/1.jpg",
        "https://mmg.whatsapp.net/d/f/abc.enc",
        "https://graph.facebook.com/v25.0/media",
      ])
        expect(mediaUrlAllowed(ok, graph), ok).toBe(true);
      for (const bad of [
        "http://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1",
        "https://fbsbx.com.attacker.example/x",
        "https://attacker.example/?u=lookaside.fbsbx.com",
        "https://user:pw@lookaside.fbsbx.com/x",
        "ftp://lookaside.fbsbx.com/x",
        "not a url",
      ])
        expect(mediaUrlAllowed(bad, graph), bad).toBe(false);
      // The stand-in's own origin is allowed because it is the configured Graph API base.
      expect(mediaUrlAllowed(`${stub.url}/media-file/x`, stub.url)).toBe(true);
      expect(mediaUrlAllowed("http://127.0.0.1:1/media-file/x", stub.url)).toBe(false);
    });
  });
});
