import "server-only";
import { and, desc, inArray, type SQL, eq } from "drizzle-orm";
import { staffNames } from "@/modules/auth/server";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { auditLog, type AuditRow } from "../schema";

export type TrailQuery = {
  entity: string;
  /** Entries about these records. */
  entityIds?: string[];
  /** Entries about records under these parents (`lead:<id>`). */
  parents?: string[];
  actions?: string[];
  limit: number;
};

/** Audit entries for another module's view of a record (a lead's timeline), newest first. */
export async function auditTrail(
  q: TrailQuery,
  db?: Db,
): Promise<{ a: AuditRow; name: string | null }[]> {
  const conn = db ?? (await getDb());
  const where: SQL[] = [eq(auditLog.entity, q.entity)];
  if (q.entityIds) where.push(inArray(auditLog.entityId, q.entityIds));
  if (q.parents) where.push(inArray(auditLog.parent, q.parents));
  if (q.actions) where.push(inArray(auditLog.action, q.actions));
  const rows = await conn
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.at))
    .limit(q.limit);
  const names = await staffNames(
    rows.map((a) => a.actorId),
    conn,
  );
  return rows.map((a) => ({ a, name: a.actorId ? (names.get(a.actorId) ?? null) : null }));
}
