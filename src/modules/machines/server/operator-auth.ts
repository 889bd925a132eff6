import "server-only";
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, count, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import { authSecret } from "@/platform/app-secret";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { clientKey, clientNetworkKeys } from "@/platform/http/client-ip";
import { consumeAll, removeHit, type Limit } from "@/platform/rate-limit/limit";
import { rateLimitEvents } from "@/platform/rate-limit/schema";
import { consumeSpaced, nextAllowedAt } from "@/platform/rate-limit/spaced";
import { operatorCodes, operatorSessions, operators, type Operator } from "../schema";
import { toWhatsappNumber } from "../validation";
import { findOperator } from "./operators";
import { notifyOperator } from "./notify";
import { tellStaffOfSignInLock } from "./sign-in-lock";

const CODE_TTL_MS = 10 * 60_000;
const CODE_TRIES = 5;
/** 8 digits: 10 wrong tries a day give one chance in ten million of guessing a code. */
const CODE_DIGITS = 8;
const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
const OPERATOR_COOKIE = "operator_session";

const FIFTEEN_MINUTES = 15 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/**
 * Codes per number or address, and per operator: the first at once, the next after 1, 5, 15 and
 * 60 minutes, so at most 5 a day. Each costs a message, and a flood of them must not be a way to
 * pester a venue or run up the bill.
 */
const CODE_SPACING = { gapsMs: [1, 5, 15, 60].map((m) => m * 60_000), windowMs: DAY_MS };

/** Wrong codes per operator in 24 hours, across codes, after which sign-in is locked for a day. */
const WRONG_TRIES_PER_DAY = 10;
const LOCK_MS = DAY_MS;
const WRONG_TRY = "portal-wrong-code";

/**
 * The one answer to every refused code (unknown contact, no code, expired, replaced, wrong, too
 * many tries, locked): nothing tells which contacts are on file or how close a guess came.
 */
const CODE_REFUSED = "That code is not right or has expired. Check it or ask for a new one.";

/** The number or address typed, as stored: E.164 for a number, lower case for an email. */
function normalizeContact(raw: string): { whatsapp?: string; email?: string } | null {
  const value = raw.trim();
  if (value.includes("@")) return { email: value.toLowerCase() };
  const digits = value.replace(/[^\d+]/g, "");
  const number = toWhatsappNumber(digits.startsWith("+") ? digits : `+${digits}`);
  return number ? { whatsapp: number } : null;
}

const contactKey = (c: { whatsapp?: string; email?: string }) => c.whatsapp ?? c.email ?? "";

/** A code's keyed hash: a leaked table gives no codes, and one code differs per operator. */
function codeHash(operatorId: string, code: string): string {
  return createHmac("sha256", authSecret()).update(`${operatorId}:${code}`).digest("base64url");
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("base64url");

/** Per client address and per network, so no one can flood numbers from one place. */
function networkLimits(request: Request): Limit[] {
  return [
    { bucket: "portal-code-ip", key: clientKey(request), limit: 10, windowMs: FIFTEEN_MINUTES },
    ...clientNetworkKeys(request).map((key) => ({
      bucket: "portal-code-net",
      key,
      limit: 30,
      windowMs: FIFTEEN_MINUTES,
    })),
  ];
}

const lockedAt = (operator: Pick<Operator, "signInLockedUntil">, now: Date) =>
  operator.signInLockedUntil !== null && operator.signInLockedUntil.getTime() > now.getTime();

/**
 * Sends a new 8-digit code (the latest code replaces any earlier one), by email when the
 * operator has an address on file, else by WhatsApp. The answer is the same whether or not the
 * contact is on file, so the form cannot be used to learn who our operators are; the spacing of
 * codes (429 past it) is counted per number or address typed, known or not. Per operator the
 * same spacing holds silently (one may type the number, then the address), and a locked operator
 * gets no code.
 */
export async function requestCode(request: Request, rawContact: string): Promise<void> {
  const contact = normalizeContact(rawContact);
  if (!contact)
    throw new AppError("Enter your WhatsApp number with its country code, or your email", {
      code: "VALIDATION",
      status: 400,
      details: {
        fields: { contact: "Enter your WhatsApp number with its country code, or your email" },
      },
    });
  const spaced = await consumeSpaced(
    { bucket: "portal-code", key: contactKey(contact), ...CODE_SPACING },
    "Too many codes asked for",
  );
  try {
    await consumeAll(networkLimits(request), "Too many codes asked for");
  } catch (e) {
    await removeHit(spaced);
    throw e;
  }
  const db = await getDb();
  const operator = await findOperator(db, contact);
  if (!operator) return;
  const now = new Date();
  if (lockedAt(operator, now)) return;
  const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, "0");
  const channel = operator.email ? "email" : "whatsapp";
  await db.transaction(async (tx) => {
    // Simultaneous requests for one operator take turns, so the spacing holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"portal-code:" + operator.id}))`);
    const earlier = await tx
      .select({ at: operatorCodes.createdAt })
      .from(operatorCodes)
      .where(
        and(
          eq(operatorCodes.operatorId, operator.id),
          gte(operatorCodes.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
      .orderBy(asc(operatorCodes.createdAt));
    if (
      nextAllowedAt(
        earlier.map((r) => r.at),
        CODE_SPACING,
      ).getTime() > now.getTime()
    )
      return;
    await tx
      .update(operatorCodes)
      .set({ usedAt: now })
      .where(and(eq(operatorCodes.operatorId, operator.id), isNull(operatorCodes.usedAt)));
    await tx.insert(operatorCodes).values({
      operatorId: operator.id,
      codeHash: codeHash(operator.id, code),
      channel,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
    // In the code's own transaction: a stored code always has its message queued.
    await notifyOperator(tx, operator, { kind: "code", code }, channel);
  });
}

const refused = () =>
  new AppError(CODE_REFUSED, {
    code: "CODE_REFUSED",
    status: 400,
    details: { fields: { code: CODE_REFUSED } },
  });

type Verdict = { ok: true } | { ok: false; lockedUntil?: Date; wrongTries?: number };

/**
 * One try of `code` for `operator`, in one transaction that holds the operator's lock, so
 * simultaneous guesses are counted one after another and never pass the limits. Refusals are
 * returned, not thrown: what the try counted must be kept.
 */
async function tryCode(tx: Db, operator: Operator, code: string, now: Date): Promise<Verdict> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${"portal-try:" + operator.id}))`);
  const [fresh] = await tx
    .select({ signInLockedUntil: operators.signInLockedUntil })
    .from(operators)
    .where(eq(operators.id, operator.id));
  if (!fresh || lockedAt(fresh, now)) return { ok: false };
  const [current] = await tx
    .select()
    .from(operatorCodes)
    .where(and(eq(operatorCodes.operatorId, operator.id), isNull(operatorCodes.usedAt)))
    .orderBy(desc(operatorCodes.createdAt))
    .limit(1);
  if (!current || current.expiresAt.getTime() <= now.getTime() || current.attempts >= CODE_TRIES)
    return { ok: false };
  await tx
    .update(operatorCodes)
    .set({ attempts: sql`${operatorCodes.attempts} + 1` })
    .where(eq(operatorCodes.id, current.id));
  const expected = Buffer.from(current.codeHash);
  const given = Buffer.from(codeHash(operator.id, code));
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    await tx.update(operatorCodes).set({ usedAt: now }).where(eq(operatorCodes.id, current.id));
    return { ok: true };
  }
  // Wrong tries are counted per operator across codes: new codes give no fresh guesses.
  await tx.insert(rateLimitEvents).values({ bucket: WRONG_TRY, key: operator.id });
  const [wrong] = await tx
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, WRONG_TRY),
        eq(rateLimitEvents.key, operator.id),
        gte(rateLimitEvents.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  const wrongTries = wrong?.n ?? 0;
  if (wrongTries < WRONG_TRIES_PER_DAY) return { ok: false };
  const lockedUntil = new Date(now.getTime() + LOCK_MS);
  await tx
    .update(operators)
    .set({ signInLockedUntil: lockedUntil })
    .where(eq(operators.id, operator.id));
  await tx
    .update(operatorCodes)
    .set({ usedAt: now })
    .where(and(eq(operatorCodes.operatorId, operator.id), isNull(operatorCodes.usedAt)));
  await notifyOperator(tx, operator, { kind: "locked" });
  return { ok: false, lockedUntil, wrongTries };
}

/**
 * Checks a code and opens a session. Each code allows CODE_TRIES tries within CODE_TTL_MS; each
 * operator WRONG_TRIES_PER_DAY wrong codes in 24 hours, after which sign-in is locked for a day
 * (even the right code is refused) and the operator and the owners are told; each client address
 * and network a bounded number of tries overall. Every refusal is the same answer.
 */
export async function checkCode(
  request: Request,
  rawContact: string,
  code: string,
): Promise<{ token: string; operator: Operator }> {
  const contact = normalizeContact(rawContact);
  await consumeAll(
    [
      { bucket: "portal-try-ip", key: clientKey(request), limit: 20, windowMs: FIFTEEN_MINUTES },
      ...clientNetworkKeys(request).map((key) => ({
        bucket: "portal-try-net",
        key,
        limit: 60,
        windowMs: FIFTEEN_MINUTES,
      })),
    ],
    "Too many tries",
  );
  const db = await getDb();
  const operator = contact ? await findOperator(db, contact) : undefined;
  if (!operator) throw refused();
  const now = new Date();
  const verdict = await db.transaction((tx) => tryCode(tx, operator, code, now));
  if (!verdict.ok) {
    if (verdict.lockedUntil)
      await tellStaffOfSignInLock(request, operator, verdict.wrongTries!, verdict.lockedUntil);
    throw refused();
  }
  const token = randomBytes(32).toString("base64url");
  await db.insert(operatorSessions).values({
    tokenHash: tokenHash(token),
    operatorId: operator.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, operator };
}

/** The operator whose session cookie this is, or null (missing, unknown or expired). */
async function operatorFromToken(token: string | undefined): Promise<Operator | null> {
  if (!token || token.length > 200) return null;
  const db = await getDb();
  const [row] = await db
    .select({ operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(
      and(
        eq(operatorSessions.tokenHash, tokenHash(token)),
        gt(operatorSessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row?.operator ?? null;
}

export async function endSession(token: string | undefined): Promise<void> {
  if (!token) return;
  const db = await getDb();
  await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash(token)));
}

/** The operator cookie from a Cookie header (route handlers read the request's own headers). */
export function tokenFromCookieHeader(header: string | null): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === OPERATOR_COOKIE) return rest.join("=");
  }
  return undefined;
}

export function operatorFromRequest(request: Request): Promise<Operator | null> {
  return operatorFromToken(tokenFromCookieHeader(request.headers.get("cookie")));
}

export function sessionCookie(token: string, maxAgeMs = SESSION_TTL_MS): string {
  const secure = config().siteUrl.startsWith("https://") ? "; Secure" : "";
  return `${OPERATOR_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(maxAgeMs / 1000)}${secure}`;
}

export const clearedCookie = () => sessionCookie("", 0);

/** The number or address a code was sent to, so the page can ask for that code (10 minutes). */
export const CONTACT_COOKIE = "operator_contact";

export function contactCookie(contact: string, maxAgeMs = CODE_TTL_MS): string {
  const secure = config().siteUrl.startsWith("https://") ? "; Secure" : "";
  return `${CONTACT_COOKIE}=${encodeURIComponent(contact)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(maxAgeMs / 1000)}${secure}`;
}
