import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as buyerGet } from "@/app/q/[token]/route";
import { POST as buyerAccept } from "@/app/q/[token]/accept/route";
import { POST as buyerDecline } from "@/app/q/[token]/decline/route";
import { POST as buyerRenew } from "@/app/q/[token]/renew/route";
import { leadNotes, leads } from "@/modules/leads/schema";
import { quotes, type QuoteLine } from "@/modules/quotes/schema";
import { hashQuoteToken, newQuoteToken } from "@/modules/quotes/server/token";
import { getDb } from "@/platform/db/client";
import { ctx, signInAs } from "../setup/auth";

// The buyer's page, by its link alone: it shows the buyer's name and this version, nothing else
// of the lead, and its answers are limited per client address.
const SITE = "http://localhost:3000";
const DAY = 86_400_000;
const line = (description: string, unitMinor: number): QuoteLine => ({
  kind: "custom",
  gameId: null,
  description,
  quantity: 1,
  unitMinor,
  discountBp: 0,
});
let owner = { id: "", email: "" };
const secret = {
  whatsapp: "+15550199887",
  location: "12 Hidden Lane, Springfield",
  source: "secret-campaign",
  landingPage: "/shop/private-landing",
  referrer: "https://referrer.example/private",
  note: "Internal: buyer is price sensitive, max 20% discount",
  oldDescription: "Old cabinet offer",
  otherDescription: "Other quote of the same lead",
  viewedIp: "192.0.2.77",
};
const lead = { id: "", seriesId: "", quoteId: "" };
let token = "";

async function sentQuote(values: Partial<typeof quotes.$inferInsert>) {
  const t = newQuoteToken();
  const [q] = await (
    await getDb()
  )
    .insert(quotes)
    .values({
      leadId: lead.id,
      seriesId: crypto.randomUUID(),
      currency: "USD",
      lines: [line("Pinball deluxe", 4_321_00)],
      subtotalMinor: 4_321_00,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 4_321_00,
      status: "sent",
      sentAt: new Date(),
      validUntil: new Date(Date.now() + 30 * DAY),
      tokenHash: hashQuoteToken(t),
      ...values,
    })
    .returning();
  return { token: t, quote: q! };
}

const request = (t: string, path = "", init: RequestInit & { ip?: string } = {}) => {
  const headers = new Headers(init.headers);
  headers.set("x-client-ip", init.ip ?? "203.0.113.50");
  if (init.method === "POST") {
    headers.set("origin", SITE);
    headers.set("content-type", "application/x-www-form-urlencoded");
  }
  return new Request(`${SITE}/q/${t}${path}`, { ...init, headers });
};
const acceptFrom = (t: string, ip: string, body = "name=Someone") =>
  buyerAccept(request(t, "/accept", { method: "POST", ip, body }), ctx({ token: t }));

beforeAll(async () => {
  const o = await signInAs("sales", "Priya Private");
  owner = { id: o.id, email: o.email };
  const db = await getDb();
  const [l] = await db
    .insert(leads)
    .values({
      name: "Lena Buyer",
      whatsapp: secret.whatsapp,
      countryCode: "+1",
      location: secret.location,
      ownerId: owner.id,
      source: secret.source,
      landingPage: secret.landingPage,
      referrer: secret.referrer,
      utmCampaign: secret.source,
    })
    .returning();
  lead.id = l!.id;
  await db.insert(leadNotes).values({ leadId: l!.id, authorId: owner.id, body: secret.note });
  // An earlier version, replaced, and another quote of the same lead.
  const first = await sentQuote({
    status: "replaced",
    lines: [line(secret.oldDescription, 9_999_00)],
    totalMinor: 9_999_00,
    subtotalMinor: 9_999_00,
    replacedAt: new Date(),
  });
  await sentQuote({ status: "draft", tokenHash: null, lines: [line(secret.otherDescription, 1)] });
  const current = await sentQuote({
    seriesId: first.quote.seriesId,
    version: 2,
    createdBy: owner.id,
    sentBy: owner.id,
    approvedBy: owner.id,
    approvedAt: new Date(),
    viewedAt: new Date(),
    viewedIp: secret.viewedIp,
    status: "viewed",
  });
  lead.seriesId = first.quote.seriesId;
  lead.quoteId = current.quote.id;
  token = current.token;
});

describe("the buyer's quote page", () => {
  it("shows the buyer's name and this version, and nothing else of the lead", async () => {
    const res = await buyerGet(request(token), ctx({ token }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Lena Buyer");
    expect(html).toContain("Pinball deluxe");
    expect(html).toContain("$4,321.00");
    const leaks = [
      secret.whatsapp,
      secret.whatsapp.replace(/\D/g, ""),
      secret.whatsapp.slice(-7),
      secret.location,
      "Springfield",
      secret.source,
      secret.landingPage,
      secret.referrer,
      secret.note,
      secret.oldDescription,
      "9,999",
      secret.otherDescription,
      secret.viewedIp,
      "203.0.113.50",
      owner.id,
      owner.email,
      "Priya",
      lead.id,
      lead.seriesId,
      lead.quoteId,
      hashQuoteToken(token),
    ];
    for (const leak of leaks) expect(html, leak).not.toContain(leak);
    // The token appears only in the page's own links and form actions, each on this site.
    const own = html.match(new RegExp(`(?:href|action)="/q/${token}[/?"]`, "g")) ?? [];
    expect(own.length).toBeGreaterThanOrEqual(3); // the PDF, accept, decline, language links
    expect(html.split(token).length - 1).toBe(own.length);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    // Same-origin, not no-referrer: a form post from a no-referrer page carries `Origin: null`,
    // which the site's same-site check refuses (the buyer's Accept would answer 403).
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(html).toMatch(/<meta name="referrer" content="same-origin"\/?>/);
  });

  it("is a page of the site: its header, footer and language notice, its scripts allowed by hash", async () => {
    const res = await buyerGet(request(token), ctx({ token }));
    const html = await res.text();
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<main id="main"/);
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).toContain('href="#main"');
    // The language notice and the footer's language links keep the buyer on this quote.
    expect(html).toContain('data-language-offers="en"');
    expect(html).toContain(`href="/q/${token}?lang=es"`);
    expect(html).not.toContain(`/es/q/`);
    // The site's one script, from this origin; inline scripts only by their hash.
    const policy = res.headers.get("content-security-policy")!;
    const scriptSrc = /script-src ([^;]+)/.exec(policy)![1]!;
    expect(scriptSrc).toMatch(/'sha256-/);
    expect(scriptSrc).not.toMatch(/nonce|unsafe|strict-dynamic/);
    const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toHaveLength(1);
    expect(sources[0]).toMatch(/^\/_site\/site-[\w-]+\.js$/);
    expect(policy).toContain("frame-ancestors 'none'");
    // Private: never kept by a shared cache, never sampled for Web Vitals (a report names the path).
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("etag")).toBeNull();
    expect(html).toContain('data-vitals-sample="0"');
  });

  it("writes what staff typed as text: a line, the note and the terms cannot add markup", async () => {
    const attack = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    const hostile = await sentQuote({
      lines: [line(attack, 100)],
      buyerNote: `Hello ${attack}`,
      terms: `Terms ${attack}`,
    });
    const res = await buyerGet(request(hostile.token), ctx({ token: hostile.token }));
    const html = await res.text();
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html.split("&lt;script&gt;alert").length - 1).toBe(3); // the line, the note, the terms
  });

  it("is in the language the buyer picks, and its forms and answers keep it", async () => {
    const res = await buyerGet(request(token, "?lang=ar"), ctx({ token }));
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl"');
    expect(html).toContain(`action="/q/${token}/accept?lang=ar"`);
    const answered = await buyerAccept(
      request(token, "/accept?lang=ar", { method: "POST", ip: "203.0.113.60", body: "name=X" }),
      ctx({ token }),
    );
    expect(answered.headers.get("location")).toBe(`/q/${token}?n=terms&lang=ar`);
    // A language that is no language of the site: the quote's own.
    const unknown = await (await buyerGet(request(token, "?lang=xx"), ctx({ token }))).text();
    expect(unknown).toContain('<html lang="en"');
  });

  it("refuses a post whose Origin is null or another site", async () => {
    for (const origin of ["null", "https://evil.example"]) {
      const res = await buyerAccept(
        new Request(`${SITE}/q/${token}/accept`, {
          method: "POST",
          headers: {
            origin,
            "x-client-ip": "203.0.113.51",
            "content-type": "application/x-www-form-urlencoded",
          },
          body: "name=Lena&terms=on",
        }),
        ctx({ token }),
      );
      expect(res.status, origin).toBe(403);
    }
  });

  it("limits answers per client address: accept, decline and renew together, known link or not", async () => {
    const ip = "198.51.100.7";
    // Ten answers: five without the ticked terms (nothing recorded), five to guessed links.
    for (let i = 0; i < 5; i++) expect((await acceptFrom(token, ip)).status).toBe(303);
    for (let i = 0; i < 5; i++) {
      const guess = newQuoteToken();
      expect((await acceptFrom(guess, ip, "name=X&terms=on")).status).toBe(404);
    }
    const refused = await acceptFrom(token, ip, "name=Lena+Buyer&terms=on");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many attempts");
    for (const post of [buyerDecline, buyerRenew]) {
      const res = await post(
        request(token, "/x", { method: "POST", ip, body: "reason=" }),
        ctx({ token }),
      );
      expect(res.status).toBe(429);
    }
    const [q] = await (await getDb()).select().from(quotes).where(eq(quotes.id, lead.quoteId));
    expect(q!.acceptedAt).toBeNull();
    // Another address is not held back, and the page itself is never limited.
    expect((await buyerGet(request(token, "", { ip }), ctx({ token }))).status).toBe(200);
    const other = await acceptFrom(token, "198.51.100.8", "name=Lena+Buyer&terms=on");
    expect(other.status).toBe(303);
  });
});
