import type { PersonProof } from "./proof";

/** GET: a fresh challenge (app/api/person-check). */
const CHALLENGE_URL = "/api/person-check";
const NONE: PersonProof = { challenge: "", nonce: "" };

/**
 * Digests per chunk: Web Crypto hashes off the main thread, and the page gets it back between
 * chunks (a browser waits at least 4 ms per nested timeout, so chunks are not too small either).
 */
const CHUNK = 256;

function zeroBits(bytes: Uint8Array): number {
  let n = 0;
  for (const byte of bytes) {
    if (byte !== 0) return n + Math.clz32(byte) - 24;
    n += 8;
  }
  return n;
}

/** Finds a nonce whose SHA-256 with the challenge starts with `bits` zero bits, in small chunks. */
async function solve(challenge: string, bits: number, stopped: () => boolean) {
  const encoder = new TextEncoder();
  for (let start = 0; !stopped(); start += CHUNK) {
    const digests = await Promise.all(
      Array.from({ length: CHUNK }, (_, i) =>
        crypto.subtle.digest("SHA-256", encoder.encode(`${challenge}:${start + i}`)),
      ),
    );
    const hit = digests.findIndex((d) => zeroBits(new Uint8Array(d)) >= bits);
    if (hit >= 0) return { challenge, nonce: String(start + hit) };
    await new Promise((ok) => setTimeout(ok, 0));
  }
  return NONE;
}

/** A fresh challenge, and the nonce that proves the work for it; empty when stopped. */
export async function findProof(stopped: () => boolean): Promise<PersonProof> {
  const res = await fetch(CHALLENGE_URL, { cache: "no-store" });
  if (!res.ok) return NONE;
  const { challenge, bits } = (await res.json()) as { challenge: string; bits: number };
  return solve(challenge, bits, stopped);
}
