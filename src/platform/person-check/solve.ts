import type { PersonProof } from "./proof";

export const NO_PROOF: PersonProof = { challenge: "", nonce: "" };

/**
 * Digests per chunk: Web Crypto hashes off the thread that asks, which gets control back between
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
export async function solve(
  challenge: string,
  bits: number,
  stopped: () => boolean,
): Promise<PersonProof> {
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
  return NO_PROOF;
}
