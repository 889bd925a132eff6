/**
 * Business time: the hours the sales team answers WhatsApp, in the owners' time zone. Pure (no
 * database, no clock of its own), so the server's reply deadlines, the away message and the
 * browser's "time left" agree, and every rule is unit-tested (weekends, holidays, DST changes).
 */

/** "09:00"–"18:00" in the zone's wall-clock time; null: closed all day. */
type DayHours = { open: string; close: string } | null;

export type BusinessHours = {
  /** An IANA zone ("Asia/Dubai"). */
  timeZone: string;
  /** Index 0 is Sunday, as Date#getUTCDay counts. */
  days: DayHours[];
  /** Whole days closed, as "YYYY-MM-DD" in the zone. */
  holidays: string[];
};

const MINUTE = 60_000;
/** How far ahead an opening is looked for: hours closed for longer than this never open. */
const HORIZON_DAYS = 400;

/** Whether the name is a time zone this runtime knows (what Intl accepts, aliases included). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 100) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** "HH:MM" (00:00–24:00) as minutes after midnight; NaN when malformed. */
export function minutesOf(hhmm: string): number {
  const m = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(hhmm);
  if (!m) return NaN;
  const total = Number(m[1]) * 60 + Number(m[2]);
  return total > 24 * 60 ? NaN : total;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

type Wall = { y: number; m: number; d: number; h: number; mi: number };

/** The zone's offset from UTC at the instant, in ms, asked of Intl (slow: see offsetAt). */
function offsetFromIntl(t: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(t)))
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour! % 24,
    parts.minute!,
    parts.second!,
  );
  return asUtc - Math.floor(t / 1000) * 1000;
}

// Offsets change only on quarter hours of UTC, so one answer holds for its whole quarter: a
// deadline is worked out inside the transaction that applies a buyer's message, and Intl's
// formatter is slow.
const QUARTER = 15 * MINUTE;
const offsets = new Map<string, number>();
function offsetAt(t: number, timeZone: string): number {
  const quarter = Math.floor(t / QUARTER) * QUARTER;
  const key = `${timeZone}|${quarter}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size > 50_000) offsets.clear();
    offset = offsetFromIntl(quarter, timeZone);
    offsets.set(key, offset);
  }
  return offset;
}

function wallOf(t: number, timeZone: string): Wall {
  const w = new Date(t + offsetAt(t, timeZone));
  return {
    y: w.getUTCFullYear(),
    m: w.getUTCMonth() + 1,
    d: w.getUTCDate(),
    h: w.getUTCHours(),
    mi: w.getUTCMinutes(),
  };
}

/**
 * The instant a wall-clock time of a calendar day happens in the zone. A time that does not exist
 * (skipped by a DST change) falls an hour later; a repeated one is its first occurrence.
 */
function instantOf(y: number, m: number, d: number, minutes: number, timeZone: string): number {
  const guess = Date.UTC(y, m - 1, d) + minutes * MINUTE;
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  if (first === second) return first;
  // The two offsets disagree near a change: take the earlier instant that reads as asked.
  const fits = [first, second].filter((t) => {
    const w = wallOf(t, timeZone);
    return Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi) === guess;
  });
  return fits.length ? Math.min(...fits) : Math.max(first, second);
}

const isoDay = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** The business intervals [open, close) that end after `from`, in order. */
function* intervals(from: number, hours: BusinessHours): Generator<[number, number]> {
  const start = wallOf(from, hours.timeZone);
  const holidays = new Set(hours.holidays);
  // From the day before: a day's hours seen from a zone behind UTC may still be running.
  for (let i = -1; i <= HORIZON_DAYS; i++) {
    const day = new Date(Date.UTC(start.y, start.m - 1, start.d + i));
    const y = day.getUTCFullYear();
    const m = day.getUTCMonth() + 1;
    const d = day.getUTCDate();
    const h = hours.days[day.getUTCDay()];
    if (!h || holidays.has(isoDay(y, m, d))) continue;
    const open = instantOf(y, m, d, minutesOf(h.open), hours.timeZone);
    const close = instantOf(y, m, d, minutesOf(h.close), hours.timeZone);
    if (!(close > open) || close <= from) continue;
    yield [open, close];
  }
}

/** Whether the business is open at the instant. */
export function isOpen(at: Date, hours: BusinessHours): boolean {
  const t = at.getTime();
  for (const [open, close] of intervals(t, hours)) return open <= t && t < close;
  return false;
}

/** The instant `minutes` of business time after `from`; null when the hours never open. */
export function addBusinessMinutes(from: Date, minutes: number, hours: BusinessHours): Date | null {
  let left = Math.max(0, minutes) * MINUTE;
  const t = from.getTime();
  for (const [open, close] of intervals(t, hours)) {
    const start = Math.max(open, t);
    if (left <= close - start) return new Date(start + left);
    left -= close - start;
  }
  return null;
}

/** Business time between two instants, in minutes (0 when `to` is not after `from`). */
export function businessMinutesBetween(from: Date, to: Date, hours: BusinessHours): number {
  const a = from.getTime();
  const b = to.getTime();
  let total = 0;
  if (b <= a) return 0;
  for (const [open, close] of intervals(a, hours)) {
    if (open >= b) break;
    total += Math.min(close, b) - Math.max(open, a);
  }
  return total / MINUTE;
}

/**
 * When a buyer's waiting message must be answered: the clock starts at the message, or at the next
 * opening when it arrived outside hours, and counts `targetMinutes` of business time. Null when the
 * hours never open. `startsAt` also names the closed period a message arrived in: every message
 * of one closed period has the same opening after it.
 */
export function replyDeadline(
  arrivedAt: Date,
  targetMinutes: number,
  hours: BusinessHours,
): { startsAt: Date; dueAt: Date } | null {
  const startsAt = addBusinessMinutes(arrivedAt, 0, hours);
  const dueAt = addBusinessMinutes(arrivedAt, targetMinutes, hours);
  return startsAt && dueAt ? { startsAt, dueAt } : null;
}
