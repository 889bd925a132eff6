import "server-only";
import { and, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { leads, type Lead } from "../schema";
import { pipelineFilterSchema, type PipelineFilter } from "../pipeline-validation";

// The pipeline's list filters as Drizzle conditions on `leads`, for the paged list
// query to AND with its own: Mine, Unassigned, by person, Due today, Overdue,
// Returning and by source.

/** Leads still being worked: a follow-up on a converted or lost lead is not due. */
const OPEN = ["new", "contacted"] as const;

/** A passed follow-up with no staff action since it. */
export function overdueCondition(now: Date): SQL {
  return and(
    inArray(leads.status, [...OPEN]),
    lt(leads.followUpAt, now),
    or(isNull(leads.lastActionAt), lt(leads.lastActionAt, leads.followUpAt)),
  )!;
}

/** Still to come today, in the person's own day (tz: minutes behind UTC, as getTimezoneOffset). */
export function dueTodayCondition(now: Date, tzOffsetMinutes = 0): SQL {
  const end = endOfLocalDay(now, tzOffsetMinutes);
  return and(
    inArray(leads.status, [...OPEN]),
    gte(leads.followUpAt, now),
    lt(leads.followUpAt, end),
  )!;
}

function endOfLocalDay(now: Date, tzOffsetMinutes: number): Date {
  const local = new Date(now.getTime() - tzOffsetMinutes * 60_000);
  local.setUTCHours(24, 0, 0, 0);
  return new Date(local.getTime() + tzOffsetMinutes * 60_000);
}

/** Another request came from the same (E.164) number. */
const returningCondition = (): SQL =>
  sql`exists (select 1 from ${leads} as other where other.whatsapp = ${leads.whatsapp} and other.id <> ${leads.id})`;

/** The same rule in code, for one lead already loaded. */
export function isOverdue(
  l: Pick<Lead, "status" | "followUpAt" | "lastActionAt">,
  now: Date,
): boolean {
  if (!l.followUpAt || !(OPEN as readonly string[]).includes(l.status)) return false;
  return l.followUpAt < now && (!l.lastActionAt || l.lastActionAt < l.followUpAt);
}

/**
 * Validates raw parameters (URLSearchParams or an object) and returns the conditions to AND
 * into the list query; undefined when no pipeline filter is asked for. Unknown values are ignored
 * rather than refused, as the list's other parameters are.
 */
export function pipelineConditions(
  raw: URLSearchParams | Record<string, unknown>,
  ctx: { userId: string; now?: Date },
): SQL | undefined {
  const input = raw instanceof URLSearchParams ? Object.fromEntries(raw) : raw;
  const f: PipelineFilter = pipelineFilterSchema.parse(input);
  const now = ctx.now ?? new Date();
  const where: SQL[] = [];
  switch (f.view) {
    case "mine":
      where.push(eq(leads.ownerId, ctx.userId));
      break;
    case "unassigned":
      where.push(isNull(leads.ownerId));
      break;
    case "due-today":
      where.push(eq(leads.ownerId, ctx.userId), dueTodayCondition(now, f.tz));
      break;
    case "overdue":
      where.push(eq(leads.ownerId, ctx.userId), overdueCondition(now));
      break;
    case "returning":
      where.push(returningCondition());
      break;
  }
  if (f.owner) where.push(eq(leads.ownerId, f.owner));
  if (f.source) where.push(eq(leads.source, f.source.toLowerCase()));
  return where.length ? and(...where) : undefined;
}
