// Client-safe rules of the operator portal: warranty dates, statuses and their labels.

export const DOCUMENT_KINDS = ["manual", "parts-list", "wiring-diagram", "software-notes"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const CLAIM_KINDS = ["warranty", "repair", "parts"] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_STATUSES = [
  "new",
  "in-review",
  "approved",
  "rejected",
  "parts-shipped",
  "closed",
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  new: "New",
  "in-review": "In review",
  approved: "Approved",
  rejected: "Rejected",
  "parts-shipped": "Parts shipped",
  closed: "Closed",
};

/** A serial number: letters, digits and . _ - (it is printed on labels and typed into URLs). */
export const SERIAL_PATTERN = /^([A-Za-z0-9][A-Za-z0-9._-]*)?$/;
export const SERIAL_RULE = "Serial number may hold letters, digits and . _ - only";
export const SERIAL_MAX = 60;

export const BULLETIN_SEVERITIES = ["info", "important", "critical"] as const;
export type BulletinSeverity = (typeof BULLETIN_SEVERITIES)[number];

/** A calendar date "YYYY-MM-DD" as its parts, or null when it is not a real date. */
function dateParts(iso: string): { y: number; m: number; d: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== mo - 1 || t.getUTCDate() !== d) return null;
  return { y, m: mo, d };
}

export function isCalendarDate(iso: string): boolean {
  return dateParts(iso) !== null;
}

/**
 * The last day of cover: the install date plus the game's warranty years, less one day (a machine
 * installed on 2025-03-10 with one year is covered up to and including 2026-03-09). An install on
 * 29 February is covered up to 28 February of a year that is not a leap year.
 */
export function warrantyEnd(installDate: string, years: number): string {
  const p = dateParts(installDate);
  if (!p) throw new RangeError(`Not a date: ${installDate}`);
  // Date.UTC rolls 29 February of a common year over to 1 March; the day before is the 28th.
  const end = new Date(Date.UTC(p.y + years, p.m - 1, p.d - 1));
  return end.toISOString().slice(0, 10);
}

export type WarrantyStatus = "active" | "ended" | "not-started";

/** Whether a machine is covered on `today` ("YYYY-MM-DD", the UTC day unless told). */
export function warrantyStatus(
  installDate: string,
  years: number,
  today: string = new Date().toISOString().slice(0, 10),
): WarrantyStatus {
  if (today < installDate) return "not-started";
  return today <= warrantyEnd(installDate, years) ? "active" : "ended";
}

const DAY_MS = 86_400_000;

/** Milliseconds of Monday-to-Friday time (UTC) between two instants: weekends do not count. */
export function businessMsBetween(from: Date, to: Date): number {
  let total = 0;
  let t = from.getTime();
  const end = to.getTime();
  while (t < end) {
    const day = new Date(t);
    const nextMidnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + 1);
    const stop = Math.min(nextMidnight, end);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) total += stop - t;
    t = stop;
  }
  return total;
}

/**
 * Has a claim waited more than one business day (24 hours of Monday to Friday, UTC) without staff
 * touching it? Filed on Friday afternoon, it is late from Monday afternoon; filed on Saturday or
 * Sunday, from Tuesday's start.
 */
export function isOverdue(createdAt: Date, now: Date = new Date()): boolean {
  return businessMsBetween(createdAt, now) > DAY_MS;
}
