import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as list, POST as create } from "@/app/api/admin/whatsapp/saved-replies/route";
import { POST as postQuote } from "@/app/api/admin/leads/[id]/quotes/route";
import { POST as postSend } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/send/route";
import { DELETE as remove, PUT as update } from "@/app/api/admin/whatsapp/saved-replies/[id]/route";
import { auditLog } from "@/modules/audit/schema";
import { games } from "@/modules/catalog/schema";
import { leads } from "@/modules/leads/schema";
import { quotes } from "@/modules/quotes/schema";
import { whatsappSavedReplies } from "@/modules/whatsapp/schema";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs, signInCookie } from "../setup/auth";

const PATH = "/api/admin/whatsapp/saved-replies";
let owner = "";
let editor = "";
let sales = { cookie: "", id: "" };
let other = { cookie: "", id: "" };
let leadId = "";

const post = (cookie: string, json: unknown) =>
  create(adminRequest(cookie, PATH, { method: "POST", json }), ctx({}));
const put = (cookie: string, id: string, json: unknown) =>
  update(adminRequest(cookie, `${PATH}/${id}`, { method: "PUT", json }), ctx({ id }));
const del = (cookie: string, id: string) =>
  remove(adminRequest(cookie, `${PATH}/${id}`, { method: "DELETE" }), ctx({ id }));
type Fields = { error: { details?: { fields?: Record<string, string> } } };
const fieldsOf = async (res: Response) => ((await res.json()) as Fields).error.details?.fields;

beforeAll(async () => {
  owner = await signInCookie("owner");
  editor = await signInCookie("editor");
  sales = await signInAs("sales", "Sam Seller");
  other = await signInAs("sales", "Sara Seller");
  const db = await getDb();
  const [g] = await db
    .insert(games)
    .values({ title: "Galaxy Racer", category: "Racing" })
    .returning();
  const [l] = await db
    .insert(leads)
    .values({
      name: "Layla Haddad",
      whatsapp: "+971501119999",
      countryCode: "+971",
      location: "Dubai",
      language: "ar",
      gameId: g!.id,
    })
    .returning();
  leadId = l!.id;
});

describe("saved replies", () => {
  let id = "";

  it("sales keep a reply; it is filled in from the lead, the buyer's language first", async () => {
    const res = await post(sales.cookie, {
      name: "price",
      language: "ar",
      body: "مرحبا {first name}، سعر {game} في العرض: {quote link}",
    });
    expect(res.status).toBe(201);
    id = ((await res.json()) as { reply: { id: string } }).reply.id;
    expect(
      (await post(sales.cookie, { name: "price", language: "en", body: "Hi {first name}" })).status,
    ).toBe(201);
    const filled = await list(adminRequest(sales.cookie, `${PATH}?leadId=${leadId}`), ctx({}));
    const data = (await filled.json()) as {
      language: string;
      replies: Array<{ name: string; language: string; text: string }>;
    };
    expect(data.language).toBe("ar");
    expect(data.replies).toContainEqual({
      id,
      name: "price",
      language: "ar",
      // No quote was sent yet: the link is left empty, never the placeholder.
      text: "مرحبا Layla، سعر Galaxy Racer في العرض: ",
    });
    const [audit] = await (await getDb()).select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject({
      entity: "whatsappSavedReply",
      action: "create",
      actorId: sales.id,
    });
  });

  it("fills {quote link} with the buyer's link to the latest quote sent, kept only encrypted", async () => {
    const send = async () => {
      const created = await postQuote(
        adminRequest(owner, `/api/admin/leads/${leadId}/quotes`, {
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
            buyerEmail: null,
          },
        }),
        ctx({ id: leadId }),
      );
      expect(created.status).toBe(201);
      const { id: quoteId } = (await created.json()) as { id: string };
      const sent = await postSend(
        adminRequest(owner, `/api/admin/leads/${leadId}/quotes/${quoteId}/send`, {
          method: "POST",
        }),
        ctx({ id: leadId, quoteId }),
      );
      expect(sent.status).toBe(200);
      return ((await sent.json()) as { url: string }).url;
    };
    const filledText = async () => {
      const res = await list(adminRequest(sales.cookie, `${PATH}?leadId=${leadId}`), ctx({}));
      const data = (await res.json()) as { replies: Array<{ id: string; text: string }> };
      return data.replies.find((r) => r.id === id)!.text;
    };
    const first = await send();
    expect(await filledText()).toBe(`مرحبا Layla، سعر Galaxy Racer في العرض: ${first}`);
    // A newer quote: its link, not the first one's.
    const second = await send();
    expect(second).not.toBe(first);
    expect(await filledText()).toBe(`مرحبا Layla، سعر Galaxy Racer في العرض: ${second}`);
    // A copy of the table gives no working link: the token is stored hashed and encrypted only.
    const rows = JSON.stringify(await (await getDb()).select().from(quotes));
    for (const url of [first, second]) expect(rows).not.toContain(url.split("/q/")[1]!);
  });

  it("refuses a text over 1,024 characters, a NUL byte, a name with spaces or an unknown language, per field", async () => {
    const res = await post(sales.cookie, {
      name: "two words",
      language: "xx",
      body: "x".repeat(1025),
    });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toMatchObject({
      name: expect.stringContaining("one word"),
      language: "Choose one of the site's languages",
      body: "Text must be at most 1024 characters",
    });
    const nul = await post(sales.cookie, { name: "nul", language: "en", body: "a\u0000b" });
    expect(nul.status).toBe(400);
    expect(await fieldsOf(nul)).toEqual({ body: "Text must not contain control characters" });
    const dup = await post(other.cookie, { name: "price", language: "ar", body: "again" });
    expect(dup.status).toBe(400);
    expect(await fieldsOf(dup)).toHaveProperty("name");
    const huge = await post(sales.cookie, {
      name: "huge",
      language: "en",
      body: "x".repeat(2_000_000),
    });
    expect(huge.status).toBe(413);
    const rows = await (await getDb()).select().from(whatsappSavedReplies);
    expect(rows.map((r) => r.name).sort()).toEqual(["price", "price"]);
  });

  it("only an owner or the author changes or deletes a reply; an editor may not use them", async () => {
    expect((await list(adminRequest(editor, PATH), ctx({}))).status).toBe(403);
    expect((await post(editor, { name: "e", language: "en", body: "e" })).status).toBe(403);
    const body = { name: "price", language: "ar", body: "نص جديد" };
    expect((await put(other.cookie, id, body)).status).toBe(403);
    expect((await del(other.cookie, id)).status).toBe(403);
    expect((await put(sales.cookie, id, body)).status).toBe(200);
    expect((await put(owner, id, { ...body, body: "نص المالك" })).status).toBe(200);
    const tooLong = await put(owner, id, { ...body, body: "x".repeat(1025) });
    expect(tooLong.status).toBe(400);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(whatsappSavedReplies)
      .where(eq(whatsappSavedReplies.id, id));
    expect(row!.body).toBe("نص المالك");
    const listed = await list(adminRequest(other.cookie, PATH), ctx({}));
    const { replies } = (await listed.json()) as { replies: Array<{ id: string; mine: boolean }> };
    expect(replies.find((r) => r.id === id)!.mine).toBe(false);
    expect((await del(owner, id)).status).toBe(204);
    expect((await del(owner, id)).status).toBe(404);
  });
});
