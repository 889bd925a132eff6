import "server-only";
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { authSecret } from "@/platform/app-secret";
import { config } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { clientKey, clientNetworkKeys } from "@/platform/http/client-ip";
import { consumeAll, type Limit } from "@/platform/rate-limit/limit";
import { operatorCodes, operatorSessions, operators, type Operator } from "../schema";
import { toWhatsappNumber } from "../validation";
import { findOperator } from "./operators";
import { notifyOperator } from "./notify";

const CODE_TTL_MS = 10 * 60_000;
const CODE_TRIES = 5;
const SESSION_TTL_MS = 30 * 24 * 60 * 60_000;
export const OPERATOR_COOKIE = "operator_session";

const FIFTEEN_MINUTES = 15 * 60_000;

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

/** Per number or address, per client address and per network, so no one can flood a number. */
function codeLimits(request: Request, contact: string): Limit[] {
  return [
    { bucket: "portal-code", key: contact, limit: 3, windowMs: FIFTEEN_MINUTES },
    { bucket: "portal-code-ip", key: clientKey(request), limit: 10, windowMs: FIFTEEN_MINUTES },
    ...clientNetworkKeys(request).map((key) => ({
      bucket: "portal-code-net",
      key,
      limit: 30,
      windowMs: FIFTEEN_MINUTES,
    })),
  ];
}

/**
 * Sends a new 6-digit code to the number or address on file (the latest code replaces any
 * earlier one). The answer is the same whether or not the contact is on file, so the form cannot
 * be used to learn who our operators are.
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
  await consumeAll(codeLimits(request, contactKey(contact)), "Too many codes asked for");
  const db = await getDb();
  const operator = await findOperator(db, contact);
  if (!operator) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const channel = contact.whatsapp ? "whatsapp" : "email";
  await db.transaction(async (tx) => {
    await tx
      .update(operatorCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(operatorCodes.operatorId, operator.id), isNull(operatorCodes.usedAt)));
    await tx.insert(operatorCodes).values({
      operatorId: operator.id,
      codeHash: codeHash(operator.id, code),
      channel,
      expiresAt: new Date(Date.now() + CODE_TTL_MS),
    });
    // In the code's own transaction: a stored code always has its message queued.
    await notifyOperator(tx, operator, { kind: "code", code }, channel);
  });
}

const codeError = (message: string, code: string) =>
  new AppError(message, { code, status: 400, details: { fields: { code: message } } });

/**
 * Checks a code and opens a session: each code allows CODE_TRIES tries within CODE_TTL_MS, and
 * each client address and network a bounded number of tries overall.
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
  const expired = () =>
    codeError("This code has expired or was replaced. Ask for a new one.", "CODE_EXPIRED");
  if (!operator) throw expired();
  const [current] = await db
    .select()
    .from(operatorCodes)
    .where(and(eq(operatorCodes.operatorId, operator.id), isNull(operatorCodes.usedAt)))
    .orderBy(desc(operatorCodes.createdAt))
    .limit(1);
  if (!current || current.expiresAt.getTime() <= Date.now()) throw expired();
  // Counted before the comparison, atomically: simultaneous guesses cannot exceed the tries.
  const [counted] = await db
    .update(operatorCodes)
    .set({ attempts: sql`${operatorCodes.attempts} + 1` })
    .where(and(eq(operatorCodes.id, current.id), lt(operatorCodes.attempts, CODE_TRIES)))
    .returning({ attempts: operatorCodes.attempts });
  if (!counted) throw codeError("Too many wrong codes. Ask for a new one.", "CODE_TRIES");
  const expected = Buffer.from(current.codeHash);
  const given = Buffer.from(codeHash(operator.id, code));
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    const left = CODE_TRIES - counted.attempts;
    throw left > 0
      ? codeError(`Wrong code. ${left} ${left === 1 ? "try" : "tries"} left.`, "CODE_WRONG")
      : codeError("Too many wrong codes. Ask for a new one.", "CODE_TRIES");
  }
  const [used] = await db
    .update(operatorCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(operatorCodes.id, current.id), isNull(operatorCodes.usedAt)))
    .returning({ id: operatorCodes.id });
  if (!used) throw expired();
  const token = randomBytes(32).toString("base64url");
  await db.insert(operatorSessions).values({
    tokenHash: tokenHash(token),
    operatorId: operator.id,
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
  });
  return { token, operator };
}

/** The operator whose session cookie this is, or null (missing, unknown or expired). */
export async function operatorFromToken(token: string | undefined): Promise<Operator | null> {
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
