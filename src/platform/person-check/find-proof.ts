import type { PersonProof } from "./proof";
import { NO_PROOF, solve } from "./solve";

/** GET: a fresh challenge (app/api/person-check). */
const CHALLENGE_URL = "/api/person-check";

/** The worker's address, set by the public site's build; elsewhere the search runs in the page. */
declare const PROOF_WORKER_URL: string | undefined;
const workerUrl = typeof PROOF_WORKER_URL === "string" ? PROOF_WORKER_URL : null;

/** The search in the worker; ended (with no proof) as soon as the caller stops it. */
function solveInWorker(
  url: string,
  challenge: string,
  bits: number,
  stopped: () => boolean,
): Promise<PersonProof> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(url);
    const end = () => {
      clearInterval(watch);
      worker.terminate();
    };
    const watch = setInterval(() => {
      if (!stopped()) return;
      end();
      resolve(NO_PROOF);
    }, 250);
    worker.addEventListener("message", (e: MessageEvent<PersonProof>) => {
      end();
      resolve(e.data);
    });
    worker.addEventListener("error", (e) => {
      end();
      reject(new Error(e.message || "The proof worker failed"));
    });
    worker.postMessage({ challenge, bits });
  });
}

/** A fresh challenge, and the nonce that proves the work for it; empty when stopped. */
export async function findProof(stopped: () => boolean): Promise<PersonProof> {
  const res = await fetch(CHALLENGE_URL, { cache: "no-store" });
  if (!res.ok) return NO_PROOF;
  const { challenge, bits } = (await res.json()) as { challenge: string; bits: number };
  if (workerUrl && typeof Worker === "function") {
    // A worker that cannot start (a policy, an old browser) leaves the search to the page.
    const proof = await solveInWorker(workerUrl, challenge, bits, stopped).catch(() => null);
    if (proof) return proof;
  }
  return solve(challenge, bits, stopped);
}
