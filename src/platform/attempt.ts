import { logUnexpected, requestIdOf } from "@/platform/log-error";

/** Runs a read; on failure logs it under `what` and answers null, so callers render an error state. */
export async function attempt<T>(
  what: string,
  read: () => Promise<T>,
): Promise<{ value: T } | null> {
  try {
    return { value: await read() };
  } catch (e) {
    // A failed query is logged by kind, never with its parameters (log-error.ts).
    logUnexpected(what, e, requestIdOf());
    return null;
  }
}
