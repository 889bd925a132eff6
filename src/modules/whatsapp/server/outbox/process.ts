import "server-only";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { whatsappOutbox, type OutboxMessage } from "../../schema";
import { loadWhatsappConfig } from "../settings";
import { recordApiAttempts } from "./attempts";
import { GIVE_UP_AFTER_MS, retryDelayMs } from "./backoff";
import { claimDue, LEASE_MS } from "./claim";
import { deliverMessage, type Delivery } from "./deliver";
import { redactedOnceDone } from "./redact";
import { SKIP_NOT_SET_UP, SKIP_OPTED_OUT } from "./enqueue";
import { isOptedOut } from "../opt-out";
import { announceConversations } from "../live";
import { mailOwnersAboutSpentCap } from "../cap-mail";
import { deliverMail, type MailDelivery } from "@/platform/mail/send";
import { openSealed } from "./sealed";

export type RunOptions = { now?: Date; batch?: number; dailyCap: number; random?: () => number };

/** Unanswered attempts after which a message waits for staff instead of being sent again. */
const MAX_UNCERTAIN_ATTEMPTS = 2;
const UNKNOWN_AFTER_TIMEOUTS =
  "Sent twice without an answer: WhatsApp may have delivered it. Check with the buyer, then Resend or Mark as sent";

type Outcome = Delivery | "off" | "opted-out" | { kind: "no-token" } | "mail-off";

const SKIP_NO_SMTP = "Email is not set up (SMTP_URL)";

/** An email's verdict in the outbox's terms (no message id: SMTP gives none worth keeping). */
function mailOutcome(d: MailDelivery): Outcome {
  if (d.kind === "off") return "mail-off";
  if (d.kind === "sent") return { kind: "accepted", waMessageId: null };
  return d;
}

/** Claims what is due and sends each message once; returns how many were claimed. */
export async function processDue(db: Db, opts: RunOptions): Promise<number> {
  const now = opts.now ?? new Date();
  const started = Date.now();
  // `now` may be a test's clock; the time spent in this run moves it on the same way.
  const clock = () => new Date(now.getTime() + (Date.now() - started));
  const { leaseId, messages, capSpent } = await claimDue(db, {
    now,
    batch: opts.batch ?? 10,
    dailyCap: opts.dailyCap,
  });
  if (capSpent) await mailOwnersAboutSpentCap(now);
  if (messages.length === 0) return 0;
  const settings = await loadWhatsappConfig();
  for (const message of messages) {
    // The batch shares one lease; a slow send before this one may have let it run out and
    // another worker take the message. Renewing it only while still held is that check.
    const at = clock();
    const [held] = await db
      .update(whatsappOutbox)
      .set({ lockedUntil: new Date(at.getTime() + LEASE_MS) })
      .where(
        and(
          eq(whatsappOutbox.id, message.id),
          eq(whatsappOutbox.state, "sending"),
          eq(whatsappOutbox.leaseId, leaseId),
          gt(whatsappOutbox.lockedUntil, at),
        ),
      )
      .returning({ id: whatsappOutbox.id });
    if (!held) continue;
    const opened = unsealed(message);
    if (!opened) {
      await settle(db, message, leaseId, UNREADABLE, clock(), opts.random);
      continue;
    }
    if (message.kind === "email") {
      const mail = {
        to: message.recipient,
        subject: message.subject ?? "",
        text: opened.body ?? "",
      };
      await settle(
        db,
        message,
        leaseId,
        mailOutcome(await deliverMail(mail)),
        clock(),
        opts.random,
      );
      continue;
    }
    // The buyer may have written STOP after this message was queued.
    const outcome: Outcome = !settings?.active
      ? "off"
      : !settings.accessToken
        ? { kind: "no-token" }
        : (await isOptedOut(db, message.recipient))
          ? "opted-out"
          : await deliverMessage({ ...settings, accessToken: settings.accessToken }, opened, at);
    // What the daily cap counts; notices to operators are outside it.
    if (reachedApi(outcome) && message.capped) await recordApiAttempts(db);
    await settle(db, message, leaseId, outcome, clock(), opts.random);
  }
  // Open conversations show the new states at once.
  await announceConversations(messages.map((m) => m.leadId));
  return messages.length;
}

const UNREADABLE: Outcome = {
  kind: "permanent",
  error:
    "The sign-in code could not be opened (SECRETS_KEY or AUTH_SECRET changed); the operator can ask for a new one",
};

/** A sign-in code's sealed texts opened for sending; null when they no longer open. */
function unsealed(message: OutboxMessage): OutboxMessage | null {
  try {
    return openSealed(message);
  } catch {
    return null;
  }
}

function reachedApi(outcome: Outcome): boolean {
  if (
    outcome === "off" ||
    outcome === "mail-off" ||
    outcome === "opted-out" ||
    outcome.kind === "no-token"
  )
    return false;
  return !(outcome.kind === "retry" && outcome.unsent);
}

/** Writes the outcome, but only while this worker still holds the message under its lease. */
async function settle(
  db: Db,
  message: OutboxMessage,
  leaseId: string,
  outcome: Outcome,
  now: Date,
  random?: () => number,
) {
  const held = and(
    eq(whatsappOutbox.id, message.id),
    eq(whatsappOutbox.state, "sending"),
    eq(whatsappOutbox.leaseId, leaseId),
  );
  // Every outcome but a retry ends the row: its secrets go with the write that ends it.
  const done = {
    lockedUntil: null,
    leaseId: null,
    nextAttemptAt: null,
    ...redactedOnceDone(message),
  };
  const write = (values: Partial<typeof whatsappOutbox.$inferInsert>) =>
    db.update(whatsappOutbox).set(values).where(held);
  if (outcome === "off")
    return void (await write({ ...done, state: "skipped", skipReason: SKIP_NOT_SET_UP }));
  if (outcome === "opted-out")
    return void (await write({ ...done, state: "skipped", skipReason: SKIP_OPTED_OUT }));
  if (outcome === "mail-off")
    return void (await write({ ...done, state: "skipped", skipReason: SKIP_NO_SMTP }));
  if (outcome.kind === "no-token")
    return void (await write({
      ...done,
      state: "failed",
      error: "No access token is stored; enter it again in WhatsApp Settings",
    }));
  if (outcome.kind === "accepted")
    return void (await write({
      ...done,
      state: "sent",
      waMessageId: outcome.waMessageId,
      sentAt: now,
      error: null,
      errorCode: null,
    }));
  if (outcome.kind === "uncertain") {
    const uncertainAttempts = message.uncertainAttempts + 1;
    if (uncertainAttempts >= MAX_UNCERTAIN_ATTEMPTS)
      return void (await write({
        ...done,
        state: "unknown",
        uncertainAttempts,
        error: UNKNOWN_AFTER_TIMEOUTS,
        errorCode: null,
      }));
    // One automatic resend: the buyer may otherwise never hear from us.
    const retryAt = new Date(now.getTime() + retryDelayMs(message.attempts, undefined, random));
    return void (await write({
      state: "queued",
      lockedUntil: null,
      leaseId: null,
      nextAttemptAt: retryAt,
      uncertainAttempts,
      error: outcome.error,
      errorCode: null,
    }));
  }
  const error = outcome.error;
  const errorCode = outcome.code ?? null;
  if (outcome.kind === "retry") {
    const delay = retryDelayMs(message.attempts, outcome.retryAfterMs, random);
    const retryAt = new Date(now.getTime() + delay);
    if (retryAt.getTime() - message.createdAt.getTime() <= GIVE_UP_AFTER_MS)
      return void (await write({
        state: "queued",
        lockedUntil: null,
        leaseId: null,
        nextAttemptAt: retryAt,
        error,
        errorCode,
      }));
  }
  const gaveUp = outcome.kind === "retry" ? `Gave up after ${message.attempts} attempts: ` : "";
  await write({ ...done, state: "failed", error: (gaveUp + error).slice(0, 1000), errorCode });
}
