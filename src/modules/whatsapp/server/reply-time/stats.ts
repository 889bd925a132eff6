import "server-only";
import { sql } from "drizzle-orm";
import { user } from "@/modules/auth/schema";
import { getDb } from "@/platform/db/client";
import { whatsappReplyTimes } from "../../schema";
import { readReplyTimeSettings } from "./settings";

export type ReplyTimeRow = {
  /** "2026-12" in the business's time zone. */
  month: string;
  staffId: string | null;
  staff: string;
  /** Median business minutes to the first reply; null when no first reply that month. */
  medianFirstReplyMinutes: number | null;
  firstReplies: number;
  /** Replies (first and later) with a deadline, and the share of them sent in time (0–1). */
  replies: number;
  withinTargetShare: number | null;
};

/** The last `months` months' reply times per person and month, newest month first. */
export async function replyTimeStats(months = 6, now = new Date()): Promise<ReplyTimeRow[]> {
  const db = await getDb();
  const zone = (await readReplyTimeSettings(db))?.timeZone ?? "UTC";
  const since = new Date(now.getTime() - (months + 1) * 31 * 86_400_000);
  const result = (await db.execute(sql`
    select to_char(${whatsappReplyTimes.repliedAt} at time zone ${zone}, 'YYYY-MM') as month,
      ${whatsappReplyTimes.staffId} as staff_id,
      coalesce(max(${user.name}), 'Former staff member') as staff,
      percentile_cont(0.5) within group (order by ${whatsappReplyTimes.businessMinutes})
        filter (where ${whatsappReplyTimes.firstReply} and ${whatsappReplyTimes.businessMinutes} is not null)
        as median_first,
      count(*) filter (where ${whatsappReplyTimes.firstReply}) as first_replies,
      count(${whatsappReplyTimes.withinTarget}) as replies,
      avg(case when ${whatsappReplyTimes.withinTarget} then 1.0 else 0.0 end)
        filter (where ${whatsappReplyTimes.withinTarget} is not null) as within_share
    from ${whatsappReplyTimes}
    left join ${user} on ${user.id} = ${whatsappReplyTimes.staffId}
    where ${whatsappReplyTimes.repliedAt} >= ${since.toISOString()}::timestamptz
    group by 1, 2
    order by 1 desc, 3 asc`)) as unknown as {
    rows: Array<{
      month: string;
      staff_id: string | null;
      staff: string;
      median_first: string | number | null;
      first_replies: string | number;
      replies: string | number;
      within_share: string | number | null;
    }>;
  };
  const n = (v: string | number | null) => (v === null ? null : Number(v));
  return result.rows.slice(0, months * 100).map((r) => ({
    month: r.month,
    staffId: r.staff_id,
    staff: r.staff,
    medianFirstReplyMinutes: n(r.median_first),
    firstReplies: Number(r.first_replies),
    replies: Number(r.replies),
    withinTargetShare: n(r.within_share),
  }));
}
