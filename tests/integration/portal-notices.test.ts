import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { POST as askCode } from "@/app/api/portal/code/route";
import { POST as signIn } from "@/app/api/portal/sign-in/route";
import { PATCH as moveClaim } from "@/app/api/admin/claims/[id]/route";
import { GET as listBulletins, POST as publish } from "@/app/api/admin/bulletins/route";
import { GET as recipients } from "@/app/api/admin/bulletins/[id]/recipients/route";
import { claims, machines, operators } from "@/modules/machines/schema";
import { openBulletin, publishDueBulletins } from "@/modules/machines/server/bulletins";
import { requestCode } from "@/modules/machines/server/operator-auth";
import {
  whatsappOptOuts,
  whatsappOutbox,
  whatsappSettings,
  whatsappTemplates,
} from "@/modules/whatsapp/schema";
import { processDue } from "@/modules/whatsapp/server/outbox/process";
import { outboxIdle } from "@/modules/whatsapp/server/outbox/worker";
import { GET as getStatuses } from "@/app/api/admin/whatsapp/statuses/route";
import { resetConfigForTests } from "@/platform/config";
import { rateLimitEvents } from "@/platform/rate-limit/schema";
import { getDb } from "@/platform/db/client";
import { encryptSecret } from "@/platform/secrets";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import { startSmtpStub } from "../support/stubs/smtp";
import { addGame, portalRequest, signInTimePasses } from "../support/portal";

// Every message to an operator (sign-in code, claim status, bulletin) is a row of the durable
// outbox, sent by its worker to the WhatsApp Graph and SMTP stand-ins: once, by the channel the
// operator can receive, retried when the mail server fails, and shown to staff per bulletin.
const TOKEN = "EAAG-portal-notices-token";
const ANA = "+34600800001"; // WhatsApp, Spanish
const BEA = "bea@example.com"; // email only, German, two machines
const CAI = "+33600800003"; // WhatsApp opted out, with an email
const DAN = "+33600800004"; // WhatsApp opted out, no email
let graph: Awaited<ReturnType<typeof startGraphStub>>;
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let owner = "";
let game = "";
const ids: Record<string, string> = {};
const machineOf: Record<string, string> = {};

const run = async (opts: { now?: Date; dailyCap?: number } = {}) => {
  await outboxIdle();
  return processDue(await getDb(), { now: opts.now ?? new Date(), dailyCap: opts.dailyCap ?? 200 });
};
const ask = (contact: string) =>
  askCode(
    portalRequest("/api/portal/code", { method: "POST", json: { contact }, ip: "10.77.0.1" }),
  );
const mailsTo = (to: string) => smtp.messages.filter((m) => m.to.includes(to));
const graphTo = (number: string) => graph.messages.filter((m) => m.to === number.slice(1));

beforeAll(async () => {
  graph = await startGraphStub({ token: TOKEN });
  smtp = await startSmtpStub();
  process.env.WHATSAPP_GRAPH_URL = graph.url;
  process.env.SMTP_URL = smtp.url;
  resetConfigForTests();
  owner = await signInCookie("owner");
  const db = await getDb();
  await db.insert(whatsappSettings).values({
    phoneNumberId: "1098765",
    accessToken: encryptSecret(TOKEN),
    businessAccountId: "555000",
    verifyToken: "verify-me",
    active: true,
  });
  // Synced from Meta: the bulletin is approved in English only, so Ana gets it in English.
  await db.insert(whatsappTemplates).values(
    [
      ["operator_code", "es", "APPROVED"],
      ["operator_claim_update", "es", "APPROVED"],
      ["operator_bulletin", "en", "APPROVED"],
      ["operator_bulletin", "es", "REJECTED"],
    ].map(([name, language, status]) => ({ name: name!, language: language!, status: status! })),
  );
  await db.insert(whatsappOptOuts).values([
    { number: CAI.slice(1), optedOut: true, changedBy: "message" },
    { number: DAN.slice(1), optedOut: true, changedBy: "message" },
  ]);
  game = await addGame("Galaxy Racer", 2);
  const other = await addGame("Pinball Wizard", 1);
  const people = [
    { key: "ana", company: "Fun Hall", whatsapp: ANA, email: null, locale: "es" },
    { key: "bea", company: "Spielhalle Bea", whatsapp: null, email: BEA, locale: "de" },
    { key: "cai", company: "Bar Cai", whatsapp: CAI, email: "cai@example.com", locale: "fr" },
    { key: "dan", company: "Chez Dan", whatsapp: DAN, email: null, locale: "fr" },
    { key: "eve", company: "Eve Arcade", whatsapp: "+34600800005", email: null, locale: "es" },
  ];
  const today = new Date().toISOString().slice(0, 10);
  for (const p of people) {
    const [op] = await db
      .insert(operators)
      .values({
        company: p.company,
        contactName: p.key,
        whatsapp: p.whatsapp,
        email: p.email,
        country: "ES",
        locale: p.locale,
      })
      .returning();
    ids[p.key] = op!.id;
    const serials = p.key === "bea" ? ["B-1", "B-2"] : [`${p.key.toUpperCase()}-1`];
    for (const serial of serials) {
      const [m] = await db
        .insert(machines)
        .values({
          serial,
          gameId: p.key === "eve" ? other : game,
          operatorId: op!.id,
          installDate: today,
        })
        .returning();
      machineOf[p.key] ??= m!.id;
    }
  }
});

afterAll(async () => {
  await outboxIdle();
  await graph.close();
  await smtp.close();
  delete process.env.WHATSAPP_GRAPH_URL;
  delete process.env.SMTP_URL;
  resetConfigForTests();
});

describe("an operator's sign-in code", () => {
  it("goes by WhatsApp as the authentication template with its copy-code button, once", async () => {
    const before = graphTo(ANA).length;
    expect((await ask(ANA)).status).toBe(202);
    await run();
    await run();
    const sent = graphTo(ANA).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.template).toMatchObject({ name: "operator_code", language: "es" });
    const code = sent[0]!.template!.params[0]!;
    expect(code).toMatch(/^\d{8}$/);
    // While it waited, the outbox held it sealed: the code was nowhere in the row.
    const [row] = await (
      await getDb()
    )
      .select()
      .from(whatsappOutbox)
      .where(and(eq(whatsappOutbox.recipient, ANA.slice(1)), eq(whatsappOutbox.signInCode, true)));
    expect(JSON.stringify(row)).not.toContain(code);
    const body = JSON.parse(graph.requests.filter((r) => r.body.includes(code)).at(-1)!.body);
    expect(body.template.components).toContainEqual({
      type: "button",
      sub_type: "url",
      index: "0",
      parameters: [{ type: "text", text: code }],
    });
    const res = await signIn(
      portalRequest("/api/portal/sign-in", {
        method: "POST",
        json: { contact: ANA, code },
        ip: "10.77.0.2",
      }),
    );
    expect(res.status).toBe(200);
  });

  it("goes by email to an address on file, once, and signs in", async () => {
    expect((await ask(BEA)).status).toBe(202);
    await run();
    await run();
    expect(mailsTo(BEA)).toHaveLength(1);
    const code = mailsTo(BEA)[0]!.raw.match(/\b(\d{8})\b/)![1]!;
    const [row] = await (
      await getDb()
    )
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.recipient, BEA));
    expect(JSON.stringify(row)).not.toContain(code);
    const res = await signIn(
      portalRequest("/api/portal/sign-in", {
        method: "POST",
        json: { contact: BEA, code },
        ip: "10.77.0.3",
      }),
    );
    expect(res.status).toBe(200);
  });

  it("spends nothing of the buyers' daily cap: codes have a budget of their own", async () => {
    const before = graphTo(ANA).length;
    await signInTimePasses(60_000);
    // Straight to the rule (the route would also nudge this process's worker, under the real cap).
    await requestCode(portalRequest("/api/portal/code", { method: "POST", ip: "10.77.0.9" }), ANA);
    await run({ dailyCap: 0 });
    expect(graphTo(ANA)).toHaveLength(before + 1);
    const db = await getDb();
    expect(
      await db.select().from(rateLimitEvents).where(eq(rateLimitEvents.bucket, "whatsapp-api")),
    ).toHaveLength(0);

    // The codes' own budget: once today's are spent, a number-only operator's code is not sent,
    // and staff see why; buyers' messages are not held back.
    const statuses = async () =>
      (
        await (
          await getStatuses(adminRequest(owner, "/api/admin/whatsapp/statuses"), ctx({}))
        ).json()
      ).outbox as { codesToday: number; codeCap: number; sentToday: number; dailyCap: number };
    const today = (await statuses()).codesToday;
    expect(today).toBeGreaterThanOrEqual(2);
    process.env.WHATSAPP_CODE_DAILY_CAP = String(today);
    resetConfigForTests();
    try {
      expect(await statuses()).toMatchObject({ codesToday: today, codeCap: today, sentToday: 0 });
      const eve = "+34600800005";
      expect((await ask(eve)).status).toBe(202);
      const [skipped] = await db
        .select()
        .from(whatsappOutbox)
        .where(
          and(eq(whatsappOutbox.recipient, eve.slice(1)), eq(whatsappOutbox.signInCode, true)),
        );
      expect(skipped).toMatchObject({ state: "skipped", templateParams: null });
      expect(skipped!.skipReason).toMatch(/sign-in codes by WhatsApp are spent/);
    } finally {
      delete process.env.WHATSAPP_CODE_DAILY_CAP;
      resetConfigForTests();
    }
  });

  it("goes by email when the operator has an address on file, even asked for by number", async () => {
    const db = await getDb();
    const number = "+34600800006";
    await db.insert(operators).values({
      company: "Fay Games",
      contactName: "fay",
      whatsapp: number,
      email: "fay@example.com",
      country: "ES",
      locale: "es",
    });
    const texts = graphTo(number).length;
    expect((await ask(number)).status).toBe(202);
    await run();
    expect(graphTo(number)).toHaveLength(texts);
    const code = mailsTo("fay@example.com")
      .at(-1)!
      .raw.match(/\b(\d{8})\b/)![1]!;
    const res = await signIn(
      portalRequest("/api/portal/sign-in", {
        method: "POST",
        json: { contact: number, code },
        ip: "10.77.0.4",
      }),
    );
    expect(res.status).toBe(200);
  });

  it("waits in the outbox while the mail server is down, then goes once it is back", async () => {
    const down = await startSmtpStub();
    await down.close();
    process.env.SMTP_URL = down.url;
    resetConfigForTests();
    const before = mailsTo(BEA).length;
    await signInTimePasses(5 * 60_000);
    expect((await ask(BEA)).status).toBe(202);
    await run();
    const db = await getDb();
    const [row] = await db
      .select()
      .from(whatsappOutbox)
      .where(eq(whatsappOutbox.recipient, BEA))
      .orderBy(whatsappOutbox.createdAt)
      .then((rows) => rows.slice(-1));
    expect(row).toMatchObject({ kind: "email", state: "queued", attempts: 1 });
    expect(row!.error).toBeTruthy();
    process.env.SMTP_URL = smtp.url;
    resetConfigForTests();
    await run({ now: new Date(Date.now() + 60 * 60_000) });
    await run({ now: new Date(Date.now() + 2 * 60 * 60_000) });
    expect(mailsTo(BEA)).toHaveLength(before + 1);
    const [sent] = await db.select().from(whatsappOutbox).where(eq(whatsappOutbox.id, row!.id));
    expect(sent).toMatchObject({ state: "sent", attempts: 2 });
  });
});

describe("a claim's status change", () => {
  it("reaches each operator by their channel, even when today's WhatsApp cap is spent", async () => {
    const db = await getDb();
    const claimIds: Record<string, string> = {};
    for (const who of ["ana", "bea"]) {
      const [c] = await db
        .insert(claims)
        .values({
          machineId: machineOf[who]!,
          operatorId: ids[who]!,
          kind: "repair",
          description: "It stops",
        })
        .returning();
      claimIds[who] = c!.id;
    }
    const mails = mailsTo(BEA).length;
    const texts = graphTo(ANA).length;
    await outboxIdle();
    for (const who of ["ana", "bea"]) {
      const res = await moveClaim(
        adminRequest(owner, `/api/admin/claims/${claimIds[who]}`, {
          method: "PATCH",
          json: { status: "approved" },
        }),
        ctx({ id: claimIds[who]! }),
      );
      expect(res.status).toBe(200);
    }
    // Staff's notices are outside the cap (a lead's template or a code would wait for tomorrow).
    await run({ dailyCap: 0 });
    await run({ dailyCap: 0 });
    expect(mailsTo(BEA)).toHaveLength(mails + 1);
    expect(mailsTo(BEA).at(-1)!.raw).toMatch(/Genehmigt/);
    const sent = graphTo(ANA).slice(texts);
    expect(sent.map((m) => [m.template?.name, m.template?.params.slice(0, 2)])).toEqual([
      ["operator_claim_update", ["ANA-1", "Aprobada"]],
    ]);
    const [row] = await db
      .select()
      .from(whatsappOutbox)
      .where(
        and(
          eq(whatsappOutbox.recipient, ANA.slice(1)),
          eq(whatsappOutbox.templateName, "operator_claim_update"),
        ),
      );
    expect(row).toMatchObject({ state: "sent", capped: false });
  });
});

describe("a bulletin", () => {
  it("reaches each affected operator once, by the channel they can receive; staff see who received and opened it", async () => {
    const editor = await signInCookie("editor");
    const res = await publish(
      adminRequest(editor, "/api/admin/bulletins", {
        method: "POST",
        json: {
          title: "Wheel sensor recall",
          body: "<p>Replace it.</p>",
          severity: "critical",
          gameIds: [game],
        },
      }),
      ctx({}),
    );
    expect(res.status).toBe(201);
    const bulletin = await res.json();
    // Another process's tick finds it published already.
    expect(await publishDueBulletins()).toBe(0);
    await run();
    await run();
    const told = (m: { template?: { name: string } }) => m.template?.name === "operator_bulletin";
    expect(graphTo(ANA).filter(told)).toEqual([
      expect.objectContaining({ template: expect.objectContaining({ language: "en" }) }),
    ]);
    expect(graphTo(CAI).filter(told)).toHaveLength(0);
    expect(graph.messages.filter((m) => m.to === "34600800005" && told(m))).toHaveLength(0);
    const bulletinMails = (to: string) =>
      mailsTo(to).filter((m) => m.raw.includes("Wheel sensor recall"));
    expect(bulletinMails(BEA)).toHaveLength(1); // two machines, one message
    expect(bulletinMails("cai@example.com")).toHaveLength(1); // opted out of WhatsApp

    // Bea opens it in the portal (the bulletin's page marks it so).
    expect(await openBulletin(ids.bea!, bulletin.id, [game])).not.toBeNull();

    const who = (
      await (
        await recipients(
          adminRequest(owner, `/api/admin/bulletins/${bulletin.id}/recipients`),
          ctx({ id: bulletin.id }),
        )
      ).json()
    ).recipients as Array<{
      company: string;
      channel: string;
      state: string;
      received: boolean;
      problem: string | null;
      openedAt: string | null;
    }>;
    expect(
      who.map((r) => [r.company, r.channel, r.state, r.received, r.problem, r.openedAt !== null]),
    ).toEqual([
      ["Bar Cai", "email", "sent", true, null, false],
      [
        "Chez Dan",
        "whatsapp",
        "skipped",
        false,
        "the number opted out of WhatsApp messages (STOP)",
        false,
      ],
      ["Fun Hall", "whatsapp", "sent", true, null, false],
      ["Spielhalle Bea", "email", "sent", true, null, true],
    ]);
    const list = (
      await (await listBulletins(adminRequest(owner, "/api/admin/bulletins"), ctx({}))).json()
    ).bulletins as Array<{ id: string; recipients: number; received: number; opened: number }>;
    expect(list.find((b) => b.id === bulletin.id)).toMatchObject({
      recipients: 4,
      received: 3,
      opened: 1,
    });
  });
});
