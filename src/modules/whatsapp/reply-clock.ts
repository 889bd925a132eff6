/**
 * How a waiting conversation stands against its reply target, for the inbox list and the
 * conversation: pure, so the browser can tick it down without asking the server again.
 */
export type ReplyClockFields = {
  /** When the buyer's oldest unanswered message arrived; null: nothing is waiting. */
  waitingSince: Date | string | null;
  /** The deadline in business time (reply-time settings); null: no hours are set. */
  replyDueAt: Date | string | null;
};

export type ReplyClock =
  | { state: "answered" }
  /** Waiting with no deadline: no business hours are set, or they never open. */
  | { state: "waiting"; dueAt: null; msLeft: null }
  | { state: "waiting"; dueAt: string; msLeft: number }
  | { state: "late"; dueAt: string; msLate: number };

const iso = (d: Date | string) => (typeof d === "string" ? new Date(d) : d);

export function replyClock(conversation: ReplyClockFields, now: Date = new Date()): ReplyClock {
  if (!conversation.waitingSince) return { state: "answered" };
  if (!conversation.replyDueAt) return { state: "waiting", dueAt: null, msLeft: null };
  const due = iso(conversation.replyDueAt);
  const left = due.getTime() - now.getTime();
  return left > 0
    ? { state: "waiting", dueAt: due.toISOString(), msLeft: left }
    : { state: "late", dueAt: due.toISOString(), msLate: -left };
}

/** "12 min left", "1 h 5 min late": a clock as a short label. */
export function replyClockLabel(clock: ReplyClock): string {
  if (clock.state === "answered") return "Answered";
  if (clock.state === "waiting" && clock.msLeft === null) return "Waiting";
  const ms = clock.state === "late" ? clock.msLate : clock.msLeft!;
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const text =
    minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`;
  return clock.state === "late" ? `${text} late` : `${text} left`;
}
