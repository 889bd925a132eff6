import { createHash } from "node:crypto";

const zeroBits = (bytes: Uint8Array) => {
  let n = 0;
  for (const byte of bytes) {
    if (byte !== 0) return n + Math.clz32(byte) - 24;
    n += 8;
  }
  return n;
};

/**
 * A person-check proof from a running server, for e2e tests that post price requests or contact
 * messages directly: the challenge the form would fetch, and the nonce the browser would find.
 */
export async function proofFrom(baseUrl: string): Promise<{ challenge: string; nonce: string }> {
  const res = await fetch(`${baseUrl}/api/person-check`);
  const { challenge, bits } = (await res.json()) as { challenge: string; bits: number };
  for (let n = 0; ; n++)
    if (zeroBits(createHash("sha256").update(`${challenge}:${n}`).digest()) >= bits)
      return { challenge, nonce: String(n) };
}
