"use client";
import { useCallback, useEffect, useRef } from "react";
import type { PersonProof } from "./proof";
import { NO_PROOF } from "./solve";

type Finder = typeof import("./find-proof");
/** The search's code, fetched when a visitor starts on a form, not with the page's first load. */
const loadLater = () => import("./find-proof");

/** At submit, how long to wait for a search still running before sending without it. */
const SUBMIT_WAIT_MS = 8_000;

/**
 * The public forms' person check (server: proof.ts): once `started` (the pricing dialog is open,
 * the contact form was first touched), fetch a challenge and search for its proof of work while
 * the visitor types. `proof()` at submit gives the result, or, in a browser that cannot (no Web
 * Crypto, no network), empty fields: the server still stores the request, marked unconfirmed
 * (a price request's message is not sent automatically, a contact message is marked as spam).
 * `load`: a form whose code arrives apart already (the pricing dialog) passes the finder it
 * bundled, so opening it fetches no script.
 */
export function usePersonProof(
  started: boolean,
  load: () => Promise<Finder> = loadLater,
): () => Promise<PersonProof> {
  const result = useRef<Promise<PersonProof> | null>(null);
  useEffect(() => {
    // The pricing form waits mounted in the closed dialog (check-price.tsx), the contact form on
    // its page: no challenge, no work, until a visitor starts on it.
    if (!started) return;
    let stopped = false;
    result.current ??= (async () => {
      if (!globalThis.crypto?.subtle) return NO_PROOF;
      const { findProof } = await load();
      return findProof(() => stopped);
    })().catch(() => NO_PROOF);
    return () => {
      stopped = true;
      result.current = null;
    };
  }, [started, load]);
  return useCallback(async () => {
    const pending = result.current ?? Promise.resolve(NO_PROOF);
    const timeout = new Promise<PersonProof>((ok) =>
      setTimeout(() => ok(NO_PROOF), SUBMIT_WAIT_MS),
    );
    return Promise.race([pending, timeout]);
  }, []);
}
