"use client";
import { useCallback, useEffect, useRef } from "react";
import type { PersonProof } from "./proof";

/** GET: a fresh challenge (app/api/person-check). */
const CHALLENGE_URL = "/api/person-check";
const NONE: PersonProof = { challenge: "", nonce: "" };

/**
 * Digests per chunk: Web Crypto hashes off the main thread, and the page gets it back between
 * chunks (a browser waits at least 4 ms per nested timeout, so chunks are not too small either).
 */
const CHUNK = 256;
/** At submit, how long to wait for a search still running before sending without it. */
const SUBMIT_WAIT_MS = 8_000;

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

/**
 * The public forms' person check (server: proof.ts): once `started` (the pricing dialog is open,
 * the contact form was first touched), fetch a challenge and search for its proof of work while
 * the visitor types. `proof()` at submit gives the result, or, in a browser that cannot (no Web
 * Crypto, no network), empty fields: the server still stores the request, marked unconfirmed
 * (a price request's message is not sent automatically, a contact message is marked as spam).
 */
export function usePersonProof(started: boolean): () => Promise<PersonProof> {
  const result = useRef<Promise<PersonProof> | null>(null);
  useEffect(() => {
    // The pricing form waits mounted in the closed dialog (check-price.tsx), the contact form on
    // its page: no challenge, no work, until a visitor starts on it.
    if (!started) return;
    let stopped = false;
    result.current ??= (async () => {
      if (!globalThis.crypto?.subtle) return NONE;
      const res = await fetch(CHALLENGE_URL, { cache: "no-store" });
      if (!res.ok) return NONE;
      const { challenge, bits } = (await res.json()) as { challenge: string; bits: number };
      return solve(challenge, bits, () => stopped);
    })().catch(() => NONE);
    return () => {
      stopped = true;
      result.current = null;
    };
  }, [started]);
  return useCallback(async () => {
    const pending = result.current ?? Promise.resolve(NONE);
    const timeout = new Promise<PersonProof>((ok) => setTimeout(() => ok(NONE), SUBMIT_WAIT_MS));
    return Promise.race([pending, timeout]);
  }, []);
}
