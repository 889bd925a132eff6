import { createHash } from "node:crypto";
import { issueChallenge, leadingZeroBits } from "@/platform/person-check/proof";

/**
 * What a public form's browser sends: a challenge issued `ageMs` ago (the time the visitor spent
 * filling the form) and a nonce found by the same search the browser runs.
 */
export function solvedProof(ageMs = 10_000): { challenge: string; nonce: string } {
  const { challenge, bits } = issueChallenge(new Date(Date.now() - ageMs));
  for (let n = 0; ; n++) {
    const digest = createHash("sha256").update(`${challenge}:${n}`).digest();
    if (leadingZeroBits(digest) >= bits) return { challenge, nonce: String(n) };
  }
}
