import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** A buyer's link token: 256 random bits, base64url (43 characters). */
export function newQuoteToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored: the token's SHA-256, so a copy of the database opens no quote. */
export function hashQuoteToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** Only the shape a token of ours has is looked up at all. */
export const isQuoteTokenShape = (t: string) => /^[A-Za-z0-9_-]{43}$/.test(t);
