/**
 * The proof of work's search in a worker of its own (built to /_site by scripts/build/site.mjs):
 * thousands of digests and their checks never hold the page's main thread, so a visitor's taps
 * and keys are answered while it runs. The page ends the worker when it no longer needs it.
 */
import { solve } from "./solve";

addEventListener("message", (e: MessageEvent<{ challenge: string; bits: number }>) => {
  void solve(e.data.challenge, e.data.bits, () => false).then((proof) => postMessage(proof));
});
