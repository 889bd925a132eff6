import "server-only";
import { and, count, desc, eq, gte, lte, or, type SQL } from "drizzle-orm";
import { staffNames } from "@/modules/auth/server";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AUDIT_PAGE_SIZE, type AuditEntryView, type AuditPage } from "../index";
import { auditLog } from "../schema";

export type ActivityFilter = {
  actorId?: string;
  entity?: string;
  from?: Date;
  to?: Date;
  page?: number;
};

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  ip: auditLog.ip,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  action: auditLog.action,
  before: auditLog.before,
  after: auditLog.after,
};

type Row = { at: Date } & Omit<AuditEntryView, "at" | "actorName">;

/** The rows as the screens show them, each with its actor's name (none once the account is gone). */
async function views(rows: Row[], db: Db): Promise<AuditEntryView[]> {
  const names = await staffNames(
    rows.map((r) => r.actorId),
    db,
  );
  return rows.map((r) => ({
    ...r,
    actorName: r.actorId ? (names.get(r.actorId) ?? null) : null,
    at: r.at.toISOString(),
  }));
}

/** The activity screen: newest first, filtered by person, kind of record and date, paged. */
export async function listActivity(filter: ActivityFilter): Promise<AuditPage> {
  const db = await getDb();
  const where: SQL[] = [];
  if (filter.actorId) where.push(eq(auditLog.actorId, filter.actorId));
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.from) where.push(gte(auditLog.at, filter.from));
  if (filter.to) where.push(lte(auditLog.at, filter.to));
  const condition = where.length ? and(...where) : undefined;
  const page = Math.max(1, filter.page ?? 1);
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(condition)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(auditLog).where(condition);
  return { entries: await views(rows, db), page, pageSize: AUDIT_PAGE_SIZE, total: total?.n ?? 0 };
}

/** One record's own history (a game's includes its media, FAQs and dimensions), newest first. */
export async function recordHistory(entity: string, id: string, limit = 100) {
  const db = await getDb();
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.entity, entity), eq(auditLog.entityId, id)),
        eq(auditLog.parent, `${entity}:${id}`),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return views(rows, db);
}
