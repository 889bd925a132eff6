/** Retries begin after about 5 s and grow threefold, capped at an hour, for about 24 hours. */
const RETRY_BASE_MS = 5_000;
const RETRY_MAX_DELAY_MS = 60 * 60_000;
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/**
 * Delay before retry number `attempt` (1 = the first retry), with ±25% jitter so processes that
 * failed together do not retry together. A Retry-After from the API is a floor, never shortened.
 */
export function retryDelayMs(attempt: number, retryAfterMs?: number, random = Math.random): number {
  const base = Math.min(RETRY_BASE_MS * 3 ** Math.max(0, attempt - 1), RETRY_MAX_DELAY_MS);
  const jittered = Math.round(base * (0.75 + random() * 0.5));
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** Retry-After is either seconds or an HTTP date (RFC 9110 section 10.2.3). */
export function parseRetryAfter(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, GIVE_UP_AFTER_MS);
  const at = Date.parse(header);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(0, at - now.getTime()), GIVE_UP_AFTER_MS);
}

/** Midnight UTC after `now`: when messages held back by the daily cap may go. */
export function nextUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}
