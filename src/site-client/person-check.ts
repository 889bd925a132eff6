import type { PersonProof } from "@/platform/person-check/proof";
import { NO_PROOF } from "@/platform/person-check/solve";

/** At submit, how long to wait for a search still running before sending without it. */
const SUBMIT_WAIT_MS = 8_000;

/** A person check under way (server: platform/person-check/proof.ts). */
export type PersonCheck = { proof: Promise<PersonProof>; stop: () => void };

/**
 * Fetches a challenge and searches for its proof of work while the visitor types. A browser that
 * cannot (no Web Crypto, no network) gets empty fields: the server still stores the request,
 * marked unconfirmed.
 */
export function startPersonCheck(): PersonCheck {
  let stopped = false;
  const proof = globalThis.crypto?.subtle
    ? import("@/platform/person-check/find-proof")
        .then((m) => m.findProof(() => stopped))
        .catch(() => NO_PROOF)
    : Promise.resolve(NO_PROOF);
  return { proof, stop: () => (stopped = true) };
}

/** The check's proof, or empty fields when it is still searching after a while. */
export function proofAtSubmit(check: PersonCheck): Promise<PersonProof> {
  const late = new Promise<PersonProof>((ok) => setTimeout(() => ok(NO_PROOF), SUBMIT_WAIT_MS));
  return Promise.race([check.proof, late]);
}
