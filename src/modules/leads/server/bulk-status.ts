import "server-only";
import { and, count, inArray, ne, sql } from "drizzle-orm";
import { auditLog } from "@/modules/audit/schema";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leads, type LeadStatus } from "../schema";
import { leadWhere, type LeadFilterParams } from "./list";

export type BulkTarget =
  { kind: "ids"; ids: string[] } | { kind: "filter"; filter: LeadFilterParams; expected: number };

/**
 * Sets one status on the chosen leads (or every lead matching the list's filters) and writes one
 * audit entry per lead that changed, with its status before and after, in the same statement: a
 * change is never made without its entry. Leads already in that status are left alone (no entry).
 * A change by filter is made only when as many leads match as the person confirmed: a filter
 * that now matches more (new leads, or a request not made from the screen) changes nothing.
 */
export async function bulkSetLeadStatus(args: {
  target: BulkTarget;
  status: LeadStatus;
  actor: { id: string; email: string };
  ip: string | null;
}): Promise<number> {
  const db = await getDb();
  const where =
    args.target.kind === "ids"
      ? inArray(leads.id, args.target.ids)
      : await leadWhere(args.target.filter);
  if (args.target.kind === "filter") {
    const [matching] = await db.select({ n: count() }).from(leads).where(where);
    if (matching!.n !== args.target.expected)
      throw new AppError(
        `${matching!.n} leads match this filter now, not ${args.target.expected}: review the list and apply again`,
        { code: "CONFLICT", status: 409 },
      );
  }
  const target = db
    .select({ id: leads.id, status: leads.status })
    .from(leads)
    .where(and(where, ne(leads.status, args.status)))
    .for("update");
  const result = await db.execute(sql`
    with target as ${target},
    changed as (
      update ${leads} set status = ${args.status}, updated_at = now()
      from target where ${leads.id} = target.id
      returning ${leads.id} as id, target.status as before
    ),
    entries as (
      insert into ${auditLog} (actor_id, actor_email, ip, entity, entity_id, action, before, after)
      select ${args.actor.id}, ${args.actor.email}, ${args.ip}, 'lead', changed.id::text, 'status',
        jsonb_build_object('status', changed.before), jsonb_build_object('status', ${args.status}::text)
      from changed
      returning 1
    )
    select count(*)::int as n from entries`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return rows[0]?.n ?? 0;
}
