import "server-only";
import { and, count, eq, gte, lt, min } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { rateLimitEvents } from "./schema";

export type Limit = { bucket: string; key: string; limit: number; windowMs: number };

/** How many events of this key fall in the window, and when the oldest of them leaves it. */
export async function usage({ bucket, key, windowMs }: Omit<Limit, "limit">) {
  const db = await getDb();
  const since = new Date(Date.now() - windowMs);
  const [row] = await db
    .select({ n: count(), oldest: min(rateLimitEvents.createdAt) })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key), gte(rateLimitEvents.createdAt, since)));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { count: row?.n ?? 0, resetAt: oldest ? new Date(oldest.getTime() + windowMs) : new Date() };
}

/** Throws 429 with a "try again in N minutes" message when the key has used up its window. */
export async function assertUnderLimit(l: Limit, message = "Too many requests"): Promise<void> {
  const { count: n, resetAt } = await usage(l);
  if (n >= l.limit) {
    const minutes = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000));
    throw new AppError(`${message}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
      code: "RATE_LIMITED",
      status: 429,
      details: { retryAt: resetAt.toISOString() },
    });
  }
}

export async function recordHit({ bucket, key }: Pick<Limit, "bucket" | "key">): Promise<void> {
  const db = await getDb();
  await db.insert(rateLimitEvents).values({ bucket, key });
  // Keep the table small: drop this key's events older than a day.
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key), lt(rateLimitEvents.createdAt, new Date(Date.now() - 86_400_000))));
}

/** Check then count, for limits on every request (leads, contact messages). */
export async function consume(l: Limit, message?: string): Promise<void> {
  await assertUnderLimit(l, message);
  await recordHit(l);
}

export async function resetLimit({ bucket, key }: Pick<Limit, "bucket" | "key">): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitEvents).where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
}
