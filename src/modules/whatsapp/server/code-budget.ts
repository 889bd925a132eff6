import "server-only";
import { and, count, eq, gte, ne, sql } from "drizzle-orm";
import { config } from "@/platform/config";
import type { Db } from "@/platform/db/open";
import { whatsappOutbox } from "../schema";
import { startOfUtcDay } from "./outbox/backoff";

const CODE_CAP_LOCK = "wa:code-cap";

/** Today's (UTC) sign-in codes queued for WhatsApp: what WHATSAPP_CODE_DAILY_CAP counts. */
export async function codesToday(db: Db, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(whatsappOutbox)
    .where(
      and(
        eq(whatsappOutbox.signInCode, true),
        ne(whatsappOutbox.kind, "email"),
        ne(whatsappOutbox.state, "skipped"),
        gte(whatsappOutbox.createdAt, startOfUtcDay(now)),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Whether one more sign-in code may go by WhatsApp today, in the caller's transaction (the one
 * that queues it). Codes are asked for on a public form, so they have a budget of their own: a
 * flood of them never spends the buyers' (WHATSAPP_DAILY_CAP). The lock makes simultaneous
 * requests take turns, so the budget is never overspent.
 */
export async function codeBudgetLeft(tx: Db, now = new Date()): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${CODE_CAP_LOCK}))`);
  return (await codesToday(tx, now)) < config().WHATSAPP_CODE_DAILY_CAP;
}
