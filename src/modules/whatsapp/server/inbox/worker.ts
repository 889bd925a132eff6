import "server-only";
import { getDb } from "@/platform/db/client";
import { processInbox, sweepInbox } from "./process";

const POLL_MS = 2_000;
const BATCH = 25;
const SWEEP_EVERY = 1_800; // polls: about an hour

type State = { timer?: NodeJS.Timeout; running?: Promise<void>; again?: boolean; polls: number };
const g = globalThis as unknown as { __waInbox?: State };
const state: State = (g.__waInbox ??= { polls: 0 });

/**
 * Applies stored webhook posts in this process: at once when one arrives here (nudge), and every
 * two seconds for entries left by another process, a crash or a failed run.
 */
export function startInboxWorker(): void {
  if (state.timer) return;
  state.timer = setInterval(() => {
    if (++state.polls % SWEEP_EVERY === 0)
      void getDb()
        .then(sweepInbox)
        .catch(() => undefined);
    nudgeInbox();
  }, POLL_MS);
  state.timer.unref();
  nudgeInbox();
}

/** Runs the inbox now, or once more right after the run under way. */
export function nudgeInbox(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  state.running = (async () => {
    try {
      let taken: number;
      do {
        state.again = false;
        taken = await processInbox(await getDb(), { batch: BATCH });
      } while (state.again || taken === BATCH);
    } catch (e) {
      console.warn("WhatsApp inbox run failed; it runs again shortly", e);
    } finally {
      state.running = undefined;
    }
  })();
}

/** Tests: wait until nothing is running (including a run queued by a nudge meanwhile). */
export async function inboxIdle(): Promise<void> {
  while (state.running) await state.running;
}
