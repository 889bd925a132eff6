import "server-only";
import { and, count, desc, eq, gte, inArray, lt, min } from "drizzle-orm";
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

export function tooMany(message: string, resetAt: Date): AppError {
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

/** Events are kept this long (far beyond any window), then swept whatever their key. */
const KEEP_MS = 86_400_000;
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 1000;
const sweepState = globalThis as unknown as { __arcadeRateSweepAt?: number };

/**
 * Deletes up to SWEEP_BATCH expired events of every bucket and key, so keys that are never seen
 * again (one per address that ever sent a lead) do not stay forever. Bounded, so one request never
 * pays for a large backlog; a full batch lets the next hit sweep again. Returns how many went.
 */
export async function sweepExpiredEvents(): Promise<number> {
  const db = await getDb();
  const expired = db
    .select({ id: rateLimitEvents.id })
    .from(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, new Date(Date.now() - KEEP_MS)))
    .limit(SWEEP_BATCH);
  const gone = await db
    .delete(rateLimitEvents)
    .where(inArray(rateLimitEvents.id, expired))
    .returning({ id: rateLimitEvents.id });
  return gone.length;
}

async function sweepNowAndThen(): Promise<void> {
  const now = Date.now();
  if ((sweepState.__arcadeRateSweepAt ?? 0) > now - SWEEP_EVERY_MS) return;
  sweepState.__arcadeRateSweepAt = now;
  if ((await sweepExpiredEvents()) === SWEEP_BATCH) sweepState.__arcadeRateSweepAt = 0;
}

export async function recordHit({ bucket, key }: Pick<Limit, "bucket" | "key">): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(rateLimitEvents)
    .values({ bucket, key })
    .returning({ id: rateLimitEvents.id });
  await sweepNowAndThen();
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

/** As consume, but answers whether the event fit instead of throwing (a refused one is taken back). */
export async function take(l: Limit): Promise<boolean> {
  const id = await recordHit(l);
  if ((await usage(l)).count <= l.limit) return true;
  await removeHit(id);
  return false;
}

/**
 * Several limits on one event (an address, its networks, the whole site): each is counted first,
 * then all are checked; when any refuses, every one of the event's counts is taken back, so a
 * refused request spends none of them.
 */
export async function consumeAll(limits: Limit[], message = "Too many requests"): Promise<void> {
  const ids: string[] = [];
  for (const l of limits) ids.push(await recordHit(l));
  for (const l of limits) {
    const { count: n, resetAt } = await usage(l);
    if (n > l.limit) {
      for (const id of ids) await removeHit(id);
      throw tooMany(message, resetAt);
    }
  }
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
