import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as postReply } from "@/app/api/admin/leads/[id]/conversation/route";
import { PUT as putSettings } from "@/app/api/admin/whatsapp/settings/route";
import {
  GET as getReplyTime,
  PUT as putReplyTime,
} from "@/app/api/admin/whatsapp/reply-time/route";
import { GET as getStats } from "@/app/api/admin/whatsapp/reply-stats/route";
import { auditLog } from "@/modules/audit/schema";
import { leads } from "@/modules/leads/schema";
import { whatsappOutbox, whatsappReplyClocks, whatsappReplyTimes } from "@/modules/whatsapp/schema";
import type { ReplyTimeView } from "@/modules/whatsapp/server/reply-time/settings";
import { applyPayload } from "@/modules/whatsapp/server/inbox/process";
import { markLateConversations } from "@/modules/whatsapp/server/reply-time/late";
import { replyClocksFor } from "@/modules/whatsapp/server/reply-time/clocks";
import { setOptOut } from "@/modules/whatsapp/server/opt-out";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs, signInCookie } from "../setup/auth";
import { incomingPayload } from "../support/stubs/whatsapp-webhook";

let owner = { cookie: "", id: "", email: "" };
let sales = { cookie: "", id: "", email: "" };
let defaults: ReplyTimeView;

const nineToSix = { open: "09:00", close: "18:00" };
/** Sunday to Thursday 09:00–18:00 in Dubai (UTC+4). */
const hours = {
  timeZone: "Asia/Dubai",
  days: [nineToSix, nineToSix, nineToSix, nineToSix, nineToSix, null, null],
  holidays: ["2026-12-25"],
  firstReplyMinutes: 15,
  nextReplyMinutes: 30,
  awayOn: true,
};
// Friday 4 December 2026, 23:00 in Dubai; Sunday's opening is 05:00 UTC.
const FRIDAY_23H = new Date("2026-12-04T19:00:00Z");
const SUNDAY_OPEN = new Date("2026-12-06T05:00:00Z");
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
let seq = 0;

/** What Meta posts, applied as the inbox worker does, with the clock set to the message's time. */
async function receive(from: string, at: Date, text = "مرحبا، كم السعر؟") {
  vi.setSystemTime(new Date(at.getTime() + 2_000));
  await applyPayload(
    await getDb(),
    incomingPayload([{ from, id: `wamid.RT-${++seq}`, text, timestamp: seconds(at) }]),
  );
}
async function newLead(whatsapp: string, values: Partial<typeof leads.$inferInsert> = {}) {
  const [l] = await (
    await getDb()
  )
    .insert(leads)
    .values({ name: "Layla Haddad", whatsapp, countryCode: "+971", location: "Dubai", ...values })
    .returning();
  return l!;
}
const outboxOf = async (leadId: string) =>
  (await getDb()).select().from(whatsappOutbox).where(eq(whatsappOutbox.leadId, leadId));
const emailsTo = async (email: string) =>
  (await getDb())
    .select()
    .from(whatsappOutbox)
    .where(and(eq(whatsappOutbox.kind, "email"), eq(whatsappOutbox.recipient, email)));
const saveHours = (cookie: string, json: unknown) =>
  putReplyTime(
    adminRequest(cookie, "/api/admin/whatsapp/reply-time", { method: "PUT", json }),
    ctx({}),
  );

beforeAll(async () => {
  owner = await signInAs("owner", "Olivia Owner");
  sales = await signInAs("sales", "Sid Seller");
  const saved = await putSettings(
    adminRequest(owner.cookie, "/api/admin/whatsapp/settings", {
      method: "PUT",
      json: {
        apiVersion: "v25.0",
        phoneNumberId: "1098765",
        accessToken: "EAAG-reply-time-token",
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
  const res = await getReplyTime(
    adminRequest(owner.cookie, "/api/admin/whatsapp/reply-time"),
    ctx({}),
  );
  defaults = ((await res.json()) as { settings: ReplyTimeView }).settings;
  expect(defaults.saved).toBe(false);
  const put = await saveHours(owner.cookie, { ...hours, awayTexts: defaults.awayTexts });
  expect(put.status).toBe(200);
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(() => vi.useRealTimers());

describe("business hours, targets and the away message", () => {
  it("ships a default away message in each of the seven languages", () => {
    expect(Object.keys(defaults.awayTexts).sort()).toEqual(
      ["ar", "de", "en", "es", "fr", "pt-BR", "zh-CN"].sort(),
    );
    expect(defaults.awayTexts.ar).toMatch(/[\u0600-\u06FF]/);
    expect(new Set(Object.values(defaults.awayTexts)).size).toBe(7);
  });

  it("an Arabic buyer writing at 23:00 on a Friday gets one away message in Arabic; the clock starts at Sunday's opening", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const lead = await newLead("+971501110001", { language: "ar", ownerId: sales.id });
    await receive("971501110001", FRIDAY_23H);
    await receive("971501110001", new Date(FRIDAY_23H.getTime() + 40 * 60_000), "هل أنتم هناك؟");
    const out = await outboxOf(lead.id);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({
      kind: "text",
      state: "queued",
      recipient: "971501110001",
      body: defaults.awayTexts.ar,
      authorId: null,
    });
    const [clock] = await (
      await getDb()
    )
      .select()
      .from(whatsappReplyClocks)
      .where(eq(whatsappReplyClocks.leadId, lead.id));
    expect(clock!.waitingSince).toEqual(FRIDAY_23H);
    expect(clock!.clockStartsAt).toEqual(SUNDAY_OPEN);
    expect(clock!.replyDueAt).toEqual(new Date("2026-12-06T05:15:00Z"));
    const read = (await replyClocksFor([lead.id], new Date("2026-12-06T05:05:00Z"))).get(lead.id)!;
    expect(read).toMatchObject({ state: "waiting", msLeft: 10 * 60_000, markedLate: false });
  });

  it("a message in the next closed period gets a new away message; one inside hours gets none", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const lead = await newLead("+971501110002", { language: "fr" });
    await receive("971501110002", FRIDAY_23H);
    await receive("971501110002", new Date("2026-12-06T06:00:00Z")); // Sunday 10:00: open
    expect(await outboxOf(lead.id)).toHaveLength(1);
    await receive("971501110002", new Date("2026-12-06T15:00:00Z")); // Sunday 19:00: closed again
    const out = await outboxOf(lead.id);
    expect(out.map((m) => m.body)).toEqual([defaults.awayTexts.fr, defaults.awayTexts.fr]);
  });

  it("a number that opted out gets no away message", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const lead = await newLead("+971501110003", { language: "ar" });
    await setOptOut(await getDb(), "971501110003", true, "staff");
    await receive("971501110003", FRIDAY_23H);
    expect(await outboxOf(lead.id)).toHaveLength(0);
  });

  it("a late conversation is marked and its owner told once; a lead without owner tells the owners", async () => {
    const sunday10 = new Date("2026-12-06T06:00:00Z");
    // Staff sessions last 8 hours: the lead's owner signs in on that Sunday morning.
    vi.useFakeTimers({ toFake: ["Date"], now: sunday10 });
    const sam = await signInAs("sales", "Sam Seller");
    const mine = await newLead("+971501110004", { ownerId: sam.id, name: "Karim Saleh" });
    await newLead("+971501110005", { name: "Nadia Aziz" });
    await receive("971501110004", sunday10);
    await receive("971501110005", sunday10);
    const before = new Date("2026-12-06T06:14:00Z");
    await markLateConversations(before);
    expect((await replyClocksFor([mine.id], before)).get(mine.id)!.markedLate).toBe(false);
    const after = new Date("2026-12-06T06:20:00Z");
    expect(await markLateConversations(after)).toBeGreaterThanOrEqual(2);
    expect(await markLateConversations(new Date("2026-12-06T06:21:00Z"))).toBe(0);
    const clock = (await replyClocksFor([mine.id], after)).get(mine.id)!;
    expect(clock).toMatchObject({ state: "late", markedLate: true, msLate: 5 * 60_000 });
    const toSales = (await emailsTo(sam.email)).filter((m) => m.subject?.includes("Karim"));
    expect(toSales).toHaveLength(1);
    expect(toSales[0]).toMatchObject({ state: "queued", capped: false, leadId: null });
    expect((await emailsTo(owner.email)).filter((m) => m.subject?.includes("Karim"))).toHaveLength(
      0,
    );
    expect((await emailsTo(owner.email)).filter((m) => m.subject?.includes("Nadia"))).toHaveLength(
      1,
    );
    expect((await emailsTo(sales.email)).filter((m) => m.subject?.includes("Nadia"))).toHaveLength(
      0,
    );

    // The owner answers 25 minutes after the buyer wrote: the wait ends and is measured.
    vi.setSystemTime(new Date("2026-12-06T06:25:00Z"));
    const res = await postReply(
      adminRequest(sam.cookie, `/api/admin/leads/${mine.id}/conversation`, {
        method: "POST",
        json: { kind: "text", text: "Hello Karim, thanks for writing" },
      }),
      ctx({ id: mine.id }),
    );
    expect(res.status).toBe(201);
    expect((await replyClocksFor([mine.id])).get(mine.id)!.state).toBe("answered");
    const [time] = await (
      await getDb()
    )
      .select()
      .from(whatsappReplyTimes)
      .where(eq(whatsappReplyTimes.leadId, mine.id));
    expect(time).toMatchObject({
      staffId: sam.id,
      firstReply: true,
      businessMinutes: 25,
      withinTarget: false,
    });
    const stats = await getStats(
      adminRequest(sam.cookie, "/api/admin/whatsapp/reply-stats"),
      ctx({}),
    );
    const { rows } = (await stats.json()) as { rows: Array<Record<string, unknown>> };
    expect(rows).toContainEqual(
      expect.objectContaining({
        month: "2026-12",
        staff: "Sam Seller",
        medianFirstReplyMinutes: 25,
        withinTargetShare: 0,
      }),
    );
  });
});

describe("who may change the hours, and bad input", () => {
  it("refuses sales (403) and changes nothing", async () => {
    const res = await saveHours(await signInCookie("sales"), {
      ...hours,
      timeZone: "Europe/Paris",
      awayTexts: defaults.awayTexts,
    });
    expect(res.status).toBe(403);
  });

  it("says which field is wrong: hours ending before they start, an unknown zone, a NUL byte", async () => {
    const days = [...hours.days];
    days[1] = { open: "18:00", close: "09:00" };
    const res = await saveHours(owner.cookie, {
      ...hours,
      days,
      timeZone: "Mars/Olympus",
      awayTexts: { ...defaults.awayTexts, de: "Hallo\u0000" },
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as {
      error: { details: { fields: Record<string, string> } };
    };
    expect(error.details.fields).toMatchObject({
      "days.1.close": "Hours must end after they start",
      timeZone: expect.stringContaining("Unknown time zone"),
      "awayTexts.de": expect.stringContaining("control characters"),
    });
    const now = await getReplyTime(
      adminRequest(owner.cookie, "/api/admin/whatsapp/reply-time"),
      ctx({}),
    );
    expect(((await now.json()) as { settings: ReplyTimeView }).settings.timeZone).toBe(
      "Asia/Dubai",
    );
  });

  it("records every change in the audit trail", async () => {
    const rows = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, "whatsappReplyTime"));
    expect(rows.length).toBeGreaterThanOrEqual(1);
    expect(rows[0]!.actorId).toBe(owner.id);
  });
});
