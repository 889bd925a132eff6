import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as postQuote } from "@/app/api/admin/leads/[id]/quotes/route";
import { PUT as putQuote } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/route";
import { PUT as putQuoteSettings } from "@/app/api/admin/quote-settings/route";
import { POST as postSend } from "@/app/api/admin/leads/[id]/quotes/[quoteId]/send/route";
import { POST as buyerAccept } from "@/app/q/[token]/accept/route";
import { POST as buyerRenew } from "@/app/q/[token]/renew/route";
import { quotes } from "@/modules/quotes/schema";
import { recordFirstView } from "@/modules/quotes/server/buyer";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { rateLimitEvents } from "@/platform/rate-limit/schema";
import { adminRequest, ctx, signInAs } from "../setup/auth";
import { insertLead, quoteDraft } from "../support/quotes";
import { pdfText } from "../support/pdf-text";
import { startSmtpStub } from "../support/stubs/smtp";

// What is sent is what is saved, a buyer's answer is never undone, one renewal email per version,
// and hostile text or amounts in a quote are a 400 naming the field.

const SITE = "http://localhost:3000";
let sales = { cookie: "", id: "", email: "" };
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;

const custom = (unitMinor: number, description = "Cabinet refurbishment") => ({
  kind: "custom",
  gameId: null,
  description,
  quantity: 1,
  unitMinor,
  discountBp: 0,
});
const quote = (extra: Record<string, unknown> = {}) =>
  quoteDraft({ lines: [custom(120_000)], ...extra });

const newLead = () => insertLead(sales.id);
const create = (leadId: string, json: unknown) =>
  postQuote(
    adminRequest(sales.cookie, `/api/admin/leads/${leadId}/quotes`, { method: "POST", json }),
    ctx({ id: leadId }),
  );
async function draft(leadId: string, json: unknown = quote()) {
  const res = await create(leadId, json);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
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
async function sent(leadId: string, quoteId: string) {
  const res = await send(leadId, quoteId);
  expect(res.status).toBe(200);
  return ((await res.json()) as { url: string }).url.split("/q/")[1]!;
}
const buyerPost = (token: string, path: string, form: Record<string, string>) =>
  new Request(`${SITE}/q/${token}${path}`, {
    method: "POST",
    headers: {
      origin: SITE,
      "x-client-ip": "203.0.113.9",
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(form).toString(),
  });
const accept = (token: string, name = "Ana Lima") =>
  buyerAccept(buyerPost(token, "/accept", { name, terms: "on" }), ctx({ token }));
const fields = async (res: Response) =>
  ((await res.json()) as { error: { details: { fields: Record<string, string> } } }).error.details
    .fields;

beforeEach(async () => {
  await (await getDb()).delete(rateLimitEvents);
});
beforeAll(async () => {
  const owner = await signInAs("owner", "Olivia Owner");
  sales = await signInAs("sales", "Sam Sales");
  smtp = await startSmtpStub();
  process.env.SMTP_URL = smtp.url;
  resetConfigForTests();
  // No limit on hand-priced lines here: these tests are about other things.
  const saved = await putQuoteSettings(
    adminRequest(owner.cookie, "/api/admin/quote-settings", {
      method: "PUT",
      json: {
        currencies: ["USD"],
        approvalThresholdBp: 1000,
        customLineApprovalMinor: {},
        defaultValidDays: 30,
        defaultTerms: "",
        whatsappTemplate: null,
      },
    }),
    ctx({}),
  );
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await smtp.close();
  delete process.env.SMTP_URL;
  resetConfigForTests();
});

describe("what is sent is what is saved", () => {
  it("an edit racing a Send either lands before the PDF is drawn or becomes the next version", async () => {
    const db = await getDb();
    // The edit starts at a few moments into the Send (while it reads, draws the PDF, writes).
    for (const delay of [0, 10, 40, 80, 150]) {
      const lead = await newLead();
      const id = await draft(lead, quote({ buyerEmail: "ana@example.com" }));
      const mailsBefore = smtp.messages.length;
      const sending = send(lead, id);
      await new Promise((r) => setTimeout(r, delay));
      const editing = edit(
        lead,
        id,
        quote({ buyerEmail: "ana@example.com", lines: [custom(990_000, "Changed while sending")] }),
      );
      expect((await sending).status).toBe(200);
      expect((await editing).status).toBe(200);
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
      expect(row!.status).toBe("sent");
      const total = row!.totalMinor === 120_000 ? "$1,200.00" : "$9,900.00";
      // The PDF and the email show the saved row's own content and total, whichever it is.
      const text = (await pdfText(new Uint8Array(row!.pdf!))).lines.join("\n");
      expect(text, `edit after ${delay} ms`).toContain(row!.lines[0]!.description);
      expect(text, `edit after ${delay} ms`).toContain(total);
      // The email as it left (its stored copy is cleared once sent: it carries the buyer's link).
      const mail = await vi.waitFor(() => {
        const found = smtp.messages
          .slice(mailsBefore)
          .find((m) => m.to.includes("ana@example.com"));
        if (!found) throw new Error("no email yet");
        return found;
      });
      // Quoted-printable: a long line is wrapped with "=" at its end.
      expect(mail.raw.replace(/=\r?\n/g, ""), `edit after ${delay} ms`).toContain(total);
    }
  });

  it("no version of a series is sent once the buyer accepted another", async () => {
    const lead = await newLead();
    const id = await draft(lead);
    const token = await sent(lead, id);
    const v2 = (await (await edit(lead, id, quote({ discountBp: 500 }))).json()) as { id: string };
    expect((await accept(token)).status).toBe(303);
    const refused = await send(lead, v2.id);
    expect(refused.status).toBe(409);
    const db = await getDb();
    const rows = await db.select().from(quotes).where(eq(quotes.seriesId, id));
    expect(rows.map((r) => `${r.version}:${r.status}`).sort()).toEqual(["1:accepted", "2:draft"]);
  });
});

describe("the buyer's answers", () => {
  it("a first view read before an accept does not reopen the accepted quote", async () => {
    const lead = await newLead();
    const id = await draft(lead);
    const token = await sent(lead, id);
    const db = await getDb();
    // The page read the quote (still "sent", never viewed)…
    const [read] = await db.select().from(quotes).where(eq(quotes.id, id));
    // …the buyer's accept, from another tab, commits…
    expect((await accept(token)).status).toBe(303);
    // …then the page records its first view.
    await recordFirstView(read!, "203.0.113.9");
    const [after] = await db.select().from(quotes).where(eq(quotes.id, id));
    expect(after).toMatchObject({ status: "accepted", acceptedName: "Ana Lima" });
    expect(after!.viewedAt).not.toBeNull();
  });

  it("the owner is emailed a renewal request once per version", async () => {
    const lead = await newLead();
    const id = await draft(lead);
    const token = await sent(lead, id);
    const db = await getDb();
    await db
      .update(quotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(quotes.id, id));
    const before = smtp.messages.length;
    for (let i = 0; i < 3; i++) {
      const res = await buyerRenew(buyerPost(token, "/renew", {}), ctx({ token }));
      expect(res.headers.get("location")).toBe(`/q/${token}?n=asked`);
    }
    const toOwner = smtp.messages.slice(before).filter((m) => m.to.includes(sales.email));
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]!.raw).toContain("asked for a new quote");
  });

  it("a buyer's name with a NUL or another control character is asked for again, not a server error", async () => {
    const lead = await newLead();
    const token = await sent(lead, await draft(lead));
    for (const name of ["Ana\u0000Lima", "Ana\u001bLima"]) {
      const res = await accept(token, name);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe(`/q/${token}?n=name`);
    }
  });
});

describe("hostile text and amounts", () => {
  it("NUL bytes and lone surrogates in a quote's text are a 400 naming the field", async () => {
    const lead = await newLead();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ lines: [custom(100, "Cabinet\u0000")] }, "lines.0.description"],
      [{ terms: "Pay \uDC00 now" }, "terms"],
      [{ buyerNote: "Hi\u0000" }, "buyerNote"],
      [{ taxBp: 500, taxLabel: "VAT\u0000" }, "taxLabel"],
    ];
    for (const [extra, field] of cases) {
      const res = await create(lead, quote(extra));
      expect(res.status, field).toBe(400);
      expect(Object.keys(await fields(res))).toContain(field);
    }
  });

  it("an amount past exact money arithmetic is a 400 on the line, not a server error", async () => {
    const lead = await newLead();
    const res = await create(
      lead,
      quote({ lines: [custom(100), { ...custom(1e13), quantity: 10_000 }] }),
    );
    expect(res.status).toBe(400);
    expect(await fields(res)).toEqual({ "lines.1.quantity": "This line's amount is too large" });
  });
});
