import "server-only";
import { APIError } from "better-auth/api";
import { isAppError } from "@/platform/errors";
import { consume, removeHit, type Limit } from "@/platform/rate-limit/limit";

const MESSAGE = "Too many failed sign-in attempts";

/**
 * The one 429 of both sign-in steps (password and two-step code): the attempt is counted against
 * every limit first (so parallel guesses all see each other); once a window is used up, the hits
 * just made are taken back and better-auth answers 429 with Retry-After and the time it lifts.
 */
export async function countSignInAttempt(limits: Limit[]): Promise<void> {
  const counted: string[] = [];
  try {
    for (const limit of limits) counted.push(await consume(limit, MESSAGE));
  } catch (e) {
    await Promise.all(counted.map(removeHit));
    if (!isAppError(e) || e.status !== 429) throw e;
    const retryAt = (e.details as { retryAt: string }).retryAt;
    const seconds = Math.max(1, Math.ceil((Date.parse(retryAt) - Date.now()) / 1000));
    throw new APIError(
      "TOO_MANY_REQUESTS",
      { message: e.message, code: "RATE_LIMITED", retryAt },
      { "Retry-After": String(seconds) },
    );
  }
}
