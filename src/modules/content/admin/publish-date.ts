// The blog editor picks a calendar day in the staff member's own time zone; the server stores an
// instant. These helpers convert between the two so "today" never lands in the future (which would
// hide a published post until the UTC day catches up).

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD of an instant in the browser's local time zone (toISOString would give the UTC day). */
export function localDay(d: Date = new Date()): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * The instant to save for the chosen day. Today means now (public at once, and same-day posts keep
 * their order); an unchanged day keeps the stored instant; any other day is local midnight.
 */
export function publishInstant(
  day: string,
  original: string | null,
  now: Date = new Date(),
): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return "";
  const kept = original && localDay(new Date(original)) === day ? original : null;
  if (day === localDay(now))
    return kept && Date.parse(kept) <= now.getTime() ? kept : now.toISOString();
  if (kept) return kept;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])).toISOString();
}
