import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as askCode } from "@/app/api/portal/code/route";
import { POST as signIn } from "@/app/api/portal/sign-in/route";
import { auditLog } from "@/modules/audit/schema";
import { operatorCodes, operators } from "@/modules/machines/schema";
import { whatsappOutbox } from "@/modules/whatsapp/schema";
import { processDue } from "@/modules/whatsapp/server/outbox/process";
import { outboxIdle } from "@/modules/whatsapp/server/outbox/worker";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { signInAs } from "../setup/auth";
import { lastCodeFor, portalRequest, signInTimePasses, turnWhatsappOn } from "../support/portal";
import { startSmtpStub } from "../support/stubs/smtp";

// Signing in to the portal tells no one which contacts are on file, and a code cannot be
// guessed over days: every refusal is one answer, and wrong codes are counted per operator
// across codes, with a day's lock (operator and owners told) after 10 in 24 hours.
let smtp: Awaited<ReturnType<typeof startSmtpStub>>;
let ownerEmail = "";
let n = 0;
let ip = 0;

const REFUSED = {
  status: 400,
  code: "CODE_REFUSED",
  message: "That code is not right or has expired. Check it or ask for a new one.",
};

async function newOperator(email?: string) {
  const whatsapp = `+3460090${String(1000 + ++n).slice(-4)}`;
  const [op] = await (
    await getDb()
  )
    .insert(operators)
    .values({ company: `Lock Venue ${n}`, contactName: "Ana", whatsapp, email, country: "ES" })
    .returning();
  return op!;
}
const ask = async (contact: string) => {
  const res = await askCode(
    portalRequest("/api/portal/code", { method: "POST", json: { contact }, ip: `10.90.${++ip}.1` }),
  );
  expect(res.status).toBe(202);
};
const check = (contact: string, code: string) =>
  signIn(
    portalRequest("/api/portal/sign-in", {
      method: "POST",
      json: { contact, code },
      ip: `10.91.${++ip}.1`,
    }),
  );
/** The whole refusal a client sees: status, code and message, and the field's message. */
const answer = async (res: Response) => {
  const { error } = await res.json();
  return { status: res.status, code: error.code, message: error.message, fields: error.details };
};
const wrong = (code: string) => String((Number(code) + 1) % 100_000_000).padStart(8, "0");

beforeAll(async () => {
  await turnWhatsappOn();
  smtp = await startSmtpStub();
  process.env.SMTP_URL = smtp.url;
  resetConfigForTests();
  ownerEmail = (await signInAs("owner")).email;
});
afterAll(async () => {
  await outboxIdle();
  await smtp.close();
  delete process.env.SMTP_URL;
  resetConfigForTests();
});

describe("a refused code", () => {
  it("gets one answer whatever the reason: unknown contact, no code, expired, wrong, used up", async () => {
    const db = await getDb();
    const known = await newOperator();
    const contact = known.whatsapp!;
    const answers = [await answer(await check("+34600123987", "12345678"))];
    answers.push(await answer(await check("ghost@example.com", "12345678")));
    answers.push(await answer(await check(contact, "12345678"))); // no code asked for
    await ask(contact);
    const code = await lastCodeFor(contact);
    for (let i = 0; i < 5; i++) answers.push(await answer(await check(contact, wrong(code))));
    answers.push(await answer(await check(contact, code))); // right, but its tries are used up
    await signInTimePasses(60_000);
    await ask(contact);
    await db
      .update(operatorCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(operatorCodes.operatorId, known.id));
    answers.push(await answer(await check(contact, await lastCodeFor(contact)))); // expired
    expect(answers).toHaveLength(10);
    for (const a of answers)
      expect(a).toEqual({ ...REFUSED, fields: { fields: { code: REFUSED.message } } });
  });
});

describe("wrong codes across codes", () => {
  it("lock sign-in for a day after 10 in 24 hours: the right code is refused alike, and the operator and owners are told", async () => {
    const db = await getDb();
    const op = await newOperator();
    const contact = op.whatsapp!;
    const mails = smtp.messages.length;
    // Ten wrong tries spread over three codes: a new code gives no fresh guesses.
    for (const tries of [4, 4, 2]) {
      await signInTimePasses(60 * 60_000);
      await ask(contact);
      const code = await lastCodeFor(contact);
      for (let i = 0; i < tries; i++)
        expect(await answer(await check(contact, wrong(code)))).toMatchObject(REFUSED);
    }
    const [locked] = await db.select().from(operators).where(eq(operators.id, op.id));
    expect(locked!.signInLockedUntil!.getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60_000);

    // No new code is made while locked.
    await signInTimePasses(60 * 60_000);
    await ask(contact);
    const [live] = await db
      .select()
      .from(operatorCodes)
      .where(eq(operatorCodes.operatorId, op.id))
      .orderBy(desc(operatorCodes.createdAt))
      .limit(1);
    expect(live!.usedAt).not.toBeNull();
    // Even a live code, rightly typed, is refused while the lock holds.
    await db
      .update(operatorCodes)
      .set({ usedAt: null, attempts: 0, expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(operatorCodes.id, live!.id));
    const res = await check(contact, await lastCodeFor(contact));
    expect(await answer(res)).toMatchObject(REFUSED);

    // The operator hears of it by their channel (here WhatsApp's lock template), once.
    const notices = await db
      .select()
      .from(whatsappOutbox)
      .where(
        and(
          eq(whatsappOutbox.recipient, contact.slice(1)),
          eq(whatsappOutbox.templateName, "operator_sign_in_locked"),
        ),
      );
    expect(notices).toHaveLength(1);
    // Staff: an entry in the activity trail and an email to each owner.
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "operator"), eq(auditLog.entityId, op.id)));
    expect(entry).toMatchObject({ action: "sign-in-locked", actorId: null });
    expect(entry!.after).toMatchObject({ wrongTries: 10, company: op.company });
    const told = smtp.messages.slice(mails).filter((m) => m.to.includes(ownerEmail));
    expect(told).toHaveLength(1);
    expect(told[0]!.raw).toContain(`Portal sign-in locked for ${op.company}`);

    // When the day has passed, a new code works again.
    await db
      .update(operators)
      .set({ signInLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(operators.id, op.id));
    await signInTimePasses(24 * 60 * 60_000);
    await ask(contact);
    expect((await check(contact, await lastCodeFor(contact))).status).toBe(200);
  });

  it("tell an operator with an email by email", async () => {
    const op = await newOperator(`lock${n}@example.com`);
    for (let round = 0; round < 2; round++) {
      await signInTimePasses(60 * 60_000);
      await ask(op.email!);
      const code = await lastCodeFor(op.email!);
      for (let i = 0; i < 5; i++) await check(op.email!, wrong(code));
    }
    await outboxIdle();
    await processDue(await getDb(), { dailyCap: 200 });
    const mail = smtp.messages.filter((m) => m.to.includes(op.email!)).at(-1);
    expect(mail!.raw).toMatch(/signing in is paused for 24 hours/);
  });
});
