import "server-only";
import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/platform/app-secret";
import { config } from "@/platform/config";
import { recordHit, usage } from "@/platform/rate-limit/limit";

/**
 * The public forms' person check (the price request and the contact message), with no third-party
 * service: the server hands out a signed, expiring challenge when the visitor starts on the form;
 * the browser finds a nonce whose SHA-256 with it starts with LEAD_PROOF_BITS zero bits while the
 * visitor types (src/site-client/person-check.ts); the server checks the signature, the age (no
 * faster than
 * LEAD_MIN_FILL_SECONDS, no older than CHALLENGE_TTL_MS), the work, and that the challenge was
 * never used before, by either form. A script must pay the work and the wait for every request.
 * The key's label and the use bucket keep their first names, so challenges already out stay valid.
 */
const CHALLENGE_TTL_MS = 2 * 60 * 60_000;
const VERSION = "c1";

function key(): Buffer {
  return Buffer.from(hkdfSync("sha256", authSecret(), "arcadia-lead-proof", "challenge", 32));
}
const sign = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

export type Challenge = { challenge: string; bits: number };

/** `c1.<issued ms>.<bits>.<random id>.<hmac>` */
export function issueChallenge(now = new Date()): Challenge {
  const bits = config().LEAD_PROOF_BITS;
  const payload = [VERSION, now.getTime(), bits, randomBytes(12).toString("base64url")].join(".");
  return { challenge: `${payload}.${sign(payload)}`, bits };
}

export function leadingZeroBits(bytes: Uint8Array): number {
  let n = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      n += 8;
      continue;
    }
    return n + Math.clz32(byte) - 24;
  }
  return n;
}

/** What the browser sends with a form: the signed challenge and the nonce it found for it. */
export type PersonProof = { challenge: string; nonce: string };

export type PersonCheck =
  "ok" | "missing" | "invalid" | "expired" | "too-fast" | "no-work" | "reused";

/** Checks a submitted proof; "ok" once per challenge, ever (a second use answers "reused"). */
export async function checkPerson(proof: PersonProof, now = new Date()): Promise<PersonCheck> {
  if (!proof.challenge || !proof.nonce) return "missing";
  const parts = proof.challenge.split(".");
  if (parts.length !== 5 || parts[0] !== VERSION) return "invalid";
  const payload = parts.slice(0, 4).join(".");
  const given = Buffer.from(parts[4]!);
  const expected = Buffer.from(sign(payload));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  const issued = Number(parts[1]);
  const bits = Number(parts[2]);
  const age = now.getTime() - issued;
  if (!Number.isFinite(age) || age > CHALLENGE_TTL_MS || age < -60_000) return "expired";
  if (age < config().LEAD_MIN_FILL_SECONDS * 1000) return "too-fast";
  // The bits the challenge was issued with, never fewer than asked today.
  const need = Math.max(bits, config().LEAD_PROOF_BITS);
  const digest = createHash("sha256").update(`${proof.challenge}:${proof.nonce}`).digest();
  if (leadingZeroBits(digest) < need) return "no-work";
  // Count first, then look: of simultaneous uses all but possibly one see another and fail,
  // and after any accepted use every later one does (the events outlive the challenge's TTL).
  const use = { bucket: "lead-proof", key: parts[3]!, windowMs: CHALLENGE_TTL_MS };
  await recordHit(use);
  if ((await usage(use)).count > 1) return "reused";
  return "ok";
}
