import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as events } from "@/app/api/admin/whatsapp/events/route";
import { POST as buyerAccept } from "@/app/q/[token]/accept/route";
import { leads } from "@/modules/leads/schema";
import { quotes, type QuoteLine } from "@/modules/quotes/schema";
import { quoteNumber } from "@/modules/quotes/server/build";
import { sendOwnerNotices } from "@/modules/quotes/server/owner-notices";
import { hashQuoteToken, newQuoteToken } from "@/modules/quotes/server/token";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs } from "../setup/auth";
import { allowConsoleError } from "../setup/console";
import { startSmtpStub } from "../support/stubs/smtp";

// What the lead's owner is told about a quote: reminders (no view two days after sending, one day
// before expiry) read from the database at a controlled "now", and an acceptance, at once on the
// owner's live stream and by email; each email once.
const HOUR = 3_600_000;
const T0 = new Date("2026-03-02T09:00:00Z");
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);
const line: QuoteLine = {
  kind: "custom",
  gameId: null,
  description: "Cabinet",
  quantity: 1,
  unitMinor: 2_500_00,
  discountBp: 0,
};
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let owner = { id: "", email: "", cookie: "" };
let other = { id: "", email: "", cookie: "" };
const numbers = new Map<string, string>();
const numberOf = (buyer: string) => numbers.get(buyer)!;

async function quoteFor(
  buyer: string,
  values: Partial<typeof quotes.$inferInsert>,
  ownerId: string | null = owner.id,
) {
  const db = await getDb();
  const [lead] = await db
    .insert(leads)
    .values({
      name: buyer,
      whatsapp: `+1555${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
      countryCode: "+1",
      location: "Austin",
      ownerId,
    })
    .returning();
  const token = newQuoteToken();
  const [q] = await db
    .insert(quotes)
    .values({
      leadId: lead!.id,
      seriesId: crypto.randomUUID(),
      currency: "USD",
      lines: [line],
      subtotalMinor: 2_500_00,
      discountMinor: 0,
      taxMinor: 0,
      totalMinor: 2_500_00,
      status: "sent",
      sentAt: T0,
      validUntil: at(30 * 24),
      tokenHash: hashQuoteToken(token),
      ...values,
    })
    .returning();
  numbers.set(buyer, quoteNumber(q!));
  return { lead: lead!, quote: q!, token };
}

const unfold = (raw: string) => raw.replace(/\r?\n[ \t]+/g, " ");

/** The emails received since `from`, as "to: subject" lines. */
const mails = (from: number) =>
  smtp.messages
    .slice(from)
    // Long header lines are folded onto the next line: unfold before reading the subject.
    .map((m) => `${m.to.join(",")}: ${/^Subject: (.*)$/m.exec(unfold(m.raw))?.[1] ?? ""}`)
    .sort();

beforeAll(async () => {
  smtp = await startSmtpStub();
  process.env.SMTP_URL = smtp.url;
  resetConfigForTests();
  owner = await signInAs("sales", "Sam Sales");
  other = await signInAs("sales", "Olga Other");
});
afterAll(async () => {
  await smtp.close();
  delete process.env.SMTP_URL;
  resetConfigForTests();
});

describe("reminders to the lead's owner", () => {
  it("two days after sending without a view, and a day before expiry unanswered; each once", async () => {
    await quoteFor("Unopened Buyer", {});
    await quoteFor("Viewed Buyer", { status: "viewed", viewedAt: at(1) });
    await quoteFor("Short Buyer", { validUntil: at(96) });
    await quoteFor("Ownerless Buyer", {}, null);
    await quoteFor("Replaced Buyer", { status: "replaced", replacedAt: at(2) });
    await quoteFor("Draft Buyer", { status: "draft", sentAt: null, tokenHash: null });
    const start = smtp.messages.length;

    expect(await sendOwnerNotices(at(47))).toBe(0);
    expect(await sendOwnerNotices(at(48.1))).toBe(2);
    expect(mails(start)).toEqual([
      `${owner.email}: Reminder: Short Buyer has not opened quote ${numberOf("Short Buyer")}`,
      `${owner.email}: Reminder: Unopened Buyer has not opened quote ${numberOf("Unopened Buyer")}`,
    ]);
    // Once: a later sweep (or another process's) sends nothing again.
    expect(await sendOwnerNotices(at(48.2))).toBe(0);

    // Valid until T0 + 96 h: from a day before it, one reminder.
    expect(await sendOwnerNotices(at(71.9))).toBe(0);
    expect(await sendOwnerNotices(at(72.1))).toBe(1);
    expect(mails(start + 2)).toEqual([
      `${owner.email}: Reminder: quote ${numberOf("Short Buyer")} for Short Buyer expires 6 March 2026`,
    ]);
    expect(await sendOwnerNotices(at(96.5))).toBe(0);

    // A day before the 30 days end: the viewed and the unopened quote, both unanswered.
    expect(await sendOwnerNotices(at(29 * 24 + 1))).toBe(2);
    // Sorted once the random quote numbers are left out: they would decide the order otherwise.
    expect(
      mails(start + 3)
        .map((m) => m.replace(/quote Q-\S+ /, "quote … "))
        .sort(),
    ).toEqual([
      `${owner.email}: Reminder: quote … for Unopened Buyer expires 1 April 2026`,
      `${owner.email}: Reminder: quote … for Viewed Buyer expires 1 April 2026`,
    ]);
    expect(await sendOwnerNotices(at(29 * 24 + 2))).toBe(0);
    expect(smtp.messages.length).toBe(start + 5);
  });

  it("tries a failed email again at the next sweep", async () => {
    const { quote } = await quoteFor("Retry Buyer", {
      sentAt: at(-100),
      validUntil: at(-100 + 720),
    });
    const now = at(0);
    allowConsoleError(); // the failed send is logged
    process.env.SMTP_URL = "smtp://127.0.0.1:9"; // nothing listens: the send fails
    resetConfigForTests();
    expect(await sendOwnerNotices(now)).toBe(0);
    const db = await getDb();
    expect(
      (await db.select().from(quotes).where(eq(quotes.id, quote.id)))[0]!.remindedNoViewAt,
    ).toBeNull();
    process.env.SMTP_URL = smtp.url;
    resetConfigForTests();
    const before = smtp.messages.length;
    expect(await sendOwnerNotices(now)).toBe(1);
    expect(mails(before)).toEqual([
      expect.stringContaining(": Reminder: Retry Buyer has not opened quote"),
    ]);
  });
});

describe("an acceptance", () => {
  it("tells the lead's owner at once on their live stream, not anyone else's, and by email once", async () => {
    const { quote, token, lead } = await quoteFor("Happy Buyer", {
      sentAt: new Date(),
      validUntil: new Date(Date.now() + 30 * 24 * HOUR),
    });
    const open = async (cookie: string) => {
      const res = await events(adminRequest(cookie, "/api/admin/whatsapp/events"), ctx({}));
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      await reader.read(); // ": connected"
      return reader;
    };
    const mine = await open(owner.cookie);
    const theirs = await open(other.cookie);
    const before = smtp.messages.length;

    const res = await buyerAccept(
      new Request(`http://localhost:3000/q/${token}/accept`, {
        method: "POST",
        headers: {
          origin: "http://localhost:3000",
          "x-client-ip": "203.0.113.60",
          "content-type": "application/x-www-form-urlencoded",
        },
        body: "name=Happy+Buyer&terms=on",
      }),
      ctx({ token }),
    );
    expect(res.status).toBe(303);

    // The owner's stream: the lead changed, and the notice for them.
    const decoder = new TextDecoder();
    let seen = "";
    while (!seen.includes("event: notice")) seen += decoder.decode((await mine.read()).value);
    expect(seen).toContain(`"leadId":"${lead.id}"`);
    expect(seen).toMatch(/event: notice\ndata: .*Happy Buyer accepted quote Q-\S+ \(\$2,500\.00\)/);
    // The other person's stream has the lead's change only.
    const theirsText = decoder.decode((await theirs.read()).value);
    expect(theirsText).toContain(lead.id);
    expect(theirsText).not.toContain("notice");
    await mine.cancel();
    await theirs.cancel();

    expect(mails(before)).toEqual([
      `${owner.email}: Happy Buyer accepted quote ${quoteNumber(quote)}`,
    ]);
    const db = await getDb();
    const [row] = await db.select().from(quotes).where(eq(quotes.id, quote.id));
    expect(row!.ownerToldAcceptedAt).not.toBeNull();
    // The sweep does not send it again.
    expect(await sendOwnerNotices(new Date())).toBe(0);
    expect(smtp.messages.length).toBe(before + 1);
  });

  it("is emailed by the sweep when the process stopped before it could", async () => {
    const { quote } = await quoteFor("Late Buyer", {
      status: "accepted",
      acceptedAt: at(5),
      acceptedName: "Late Buyer",
    });
    const before = smtp.messages.length;
    expect(await sendOwnerNotices(at(6))).toBe(1);
    expect(mails(before)).toEqual([
      `${owner.email}: Late Buyer accepted quote ${quoteNumber(quote)}`,
    ]);
    expect(await sendOwnerNotices(at(7))).toBe(0);
  });
});
