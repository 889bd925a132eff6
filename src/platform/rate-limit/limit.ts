import "server-only";
import { and, count, desc, eq, gte, lt, min } from "drizzle-orm";
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
    .where(
      and(
        eq(rateLimitEvents.bucket, bucket),
        eq(rateLimitEvents.key, key),
        gte(rateLimitEvents.createdAt, since),
      ),
    );
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    count: row?.n ?? 0,
    resetAt: oldest ? new Date(oldest.getTime() + windowMs) : new Date(),
  };
}

function tooMany(message: string, resetAt: Date): AppError {
  const minutes = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 60_000));
  return new AppError(
    `${message}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    {
      code: "RATE_LIMITED",
      status: 429,
      details: { retryAt: resetAt.toISOString() },
    },
  );
}

export async function recordHit({ bucket, key }: Pick<Limit, "bucket" | "key">): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(rateLimitEvents)
    .values({ bucket, key })
    .returning({ id: rateLimitEvents.id });
  // Keep the table small: drop this key's events older than a day.
  await db
    .delete(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, bucket),
        eq(rateLimitEvents.key, key),
        lt(rateLimitEvents.createdAt, new Date(Date.now() - 86_400_000)),
      ),
    );
  return row!.id;
}

export async function removeHit(id: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, id));
}

/**
 * Count this event first, then check: requests arriving together all see each other, so a burst
 * cannot slip under the limit (a refused event is taken back). Returns the event's id.
 */
export async function consume(l: Limit, message = "Too many requests"): Promise<string> {
  const id = await recordHit(l);
  const { count: n, resetAt } = await usage(l);
  if (n > l.limit) {
    await removeHit(id);
    throw tooMany(message, resetAt);
  }
  return id;
}

/** Take back the latest event of a key (an attempt that turned out not to count). */
export async function removeLatestHit({
  bucket,
  key,
}: Pick<Limit, "bucket" | "key">): Promise<void> {
  const db = await getDb();
  const [latest] = await db
    .select({ id: rateLimitEvents.id })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)))
    .orderBy(desc(rateLimitEvents.createdAt))
    .limit(1);
  if (latest) await removeHit(latest.id);
}

export async function resetLimit({ bucket, key }: Pick<Limit, "bucket" | "key">): Promise<void> {
  const db = await getDb();
  await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, bucket), eq(rateLimitEvents.key, key)));
}
