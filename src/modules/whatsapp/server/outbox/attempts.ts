import "server-only";
import { and, count, eq, gte } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { rateLimitEvents } from "@/platform/rate-limit/schema";

/**
 * Every send that reached the Graph API (accepted, refused, rate-limited, or unanswered and so
 * perhaps accepted) is one event here: the daily cap counts these, not only accepted messages,
 * so retries and timeouts spend it too. The rate-limit table's sweep drops them after a day.
 */
const ATTEMPT = { bucket: "whatsapp-api", key: "attempt" } as const;

export async function recordApiAttempts(db: Db, n = 1): Promise<void> {
  if (n <= 0) return;
  await db.insert(rateLimitEvents).values(Array.from({ length: n }, () => ({ ...ATTEMPT })));
}

export async function apiAttemptsSince(db: Db, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitEvents)
    .where(
      and(
        eq(rateLimitEvents.bucket, ATTEMPT.bucket),
        eq(rateLimitEvents.key, ATTEMPT.key),
        gte(rateLimitEvents.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
