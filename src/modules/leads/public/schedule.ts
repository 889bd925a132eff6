import "server-only";
import { after } from "next/server";

/**
 * Runs work after the response is sent. Outside a request scope (scripts, tests calling the
 * handler directly) after() throws; the work then simply runs detached, never failing the caller.
 */
export function afterResponse(work: () => Promise<unknown>): void {
  try {
    after(work);
  } catch {
    void work().catch((e) => console.warn("Background work failed", e));
  }
}
