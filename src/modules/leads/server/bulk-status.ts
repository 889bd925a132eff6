import "server-only";
import { count, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leads, type LeadStatus } from "../schema";
import { leadWhere, type LeadFilterParams } from "./list";
import { changeLeadStatus } from "./status";

export type BulkTarget =
  { kind: "ids"; ids: string[] } | { kind: "filter"; filter: LeadFilterParams; expected: number };

/**
 * Sets one status on the chosen leads (or every lead matching the list's filters) and writes one
 * audit entry per lead that changed, with its status before and after, in the same transaction: a
 * change is never made without its entry (server/status.ts). Leads already in that status are left alone (no entry).
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
  return db.transaction(
    async (tx) =>
      (await changeLeadStatus(tx, { where, status: args.status, actor: args.actor, ip: args.ip }))
        .length,
  );
}
