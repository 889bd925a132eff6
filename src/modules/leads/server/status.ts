import "server-only";
import { and, inArray, ne, sql, type SQL } from "drizzle-orm";
import { recordAuditIn } from "@/platform/audit/record";
import type { Db } from "@/platform/db/open";
import { leads, type LeadStatus } from "../schema";

type Actor = { id: string | null; email: string | null };

/**
 * The one way a lead's status changes, whoever changes it (a person on the lead's screen, a bulk
 * change, a buyer accepting a quote), inside the caller's transaction: the leads that match and are
 * not already in the status are locked and changed, and each gets its audit entry with the status
 * before and after. A change by staff is their action on the lead and, the first time, their first
 * contact with the buyer; one by the buyer moves only the last-action time. Returns the changed ids.
 */
export async function changeLeadStatus(
  tx: Db,
  args: (
    | { where: SQL | undefined }
    /** The leads by id, for a module that has no business with the leads table. */
    | { ids: string[] }
  ) & {
    status: LeadStatus;
    actor: Actor;
    ip: string | null;
    /** Added to each entry's "after" (e.g. the quote that converted the lead). */
    note?: Record<string, unknown>;
  },
): Promise<string[]> {
  const target = tx
    .select({ id: leads.id, status: leads.status })
    .from(leads)
    .where(
      and("ids" in args ? inArray(leads.id, args.ids) : args.where, ne(leads.status, args.status)),
    )
    .for("update");
  const byStaff = args.actor.id !== null;
  const result = await tx.execute(sql`
    with target as ${target}
    update ${leads} set status = ${args.status}, updated_at = now(), last_action_at = now(),
      first_contact_at = ${byStaff ? sql`coalesce(${leads.firstContactAt}, now())` : leads.firstContactAt}
    from target where ${leads.id} = target.id
    returning ${leads.id} as id, target.status as before`);
  const rows = (result as unknown as { rows: { id: string; before: LeadStatus }[] }).rows;
  await recordAuditIn(
    tx,
    rows.map((r) => ({
      actor: args.actor,
      ip: args.ip,
      entity: "lead",
      entityId: r.id,
      action: "status",
      changes: { before: { status: r.before }, after: { status: args.status, ...args.note } },
    })),
  );
  return rows.map((r) => r.id);
}
