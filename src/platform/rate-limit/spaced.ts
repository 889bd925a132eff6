import "server-only";
import { and, asc, eq, gte } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { rateLimitEvents } from "./schema";
import { recordHit, removeHit, tooMany } from "./limit";

/**
 * Events that must wait longer and longer after each other: the first at once, the next after
 * gapsMs[0], the one after that after gapsMs[1]…; past the last gap no more until the oldest leaves
 * the window (so at most gapsMs.length + 1 events per window).
 */
export type Spacing = { bucket: string; key: string; gapsMs: readonly number[]; windowMs: number };

/** When the next event may happen after `times` (the window's events, oldest first). */
export function nextAllowedAt(
  times: readonly Date[],
  spacing: Pick<Spacing, "gapsMs" | "windowMs">,
): Date {
  const n = times.length;
  if (n === 0) return new Date(0);
  if (n > spacing.gapsMs.length) return new Date(times[0]!.getTime() + spacing.windowMs);
  return new Date(times[n - 1]!.getTime() + spacing.gapsMs[n - 1]!);
}

/**
 * Counts this event first, then checks it against the events before it: of simultaneous
 * requests only the first fits (a refused one is taken back). Returns the event's id.
 */
export async function consumeSpaced(s: Spacing, message = "Too many requests"): Promise<string> {
  const id = await recordHit(s);
  const db = await getDb();
  const rows = await db
    .select({ id: rateLimitEvents.id, at: rateLimitEvents.createdAt })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, s.bucket),
        eq(rateLimitEvents.key, s.key),
        gte(rateLimitEvents.createdAt, new Date(Date.now() - s.windowMs)),
      ),
    )
    .orderBy(asc(rateLimitEvents.createdAt), asc(rateLimitEvents.id));
  const mine = rows.findIndex((r) => r.id === id);
  const before = rows.slice(0, mine < 0 ? rows.length : mine).map((r) => r.at);
  const next = nextAllowedAt(before, s);
  if (next.getTime() > Date.now()) {
    await removeHit(id);
    throw tooMany(message, next);
  }
  return id;
}
