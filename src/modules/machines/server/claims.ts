import "server-only";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { gameTitlesById } from "@/modules/catalog/server";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { PAGE_SIZE, type Page } from "@/platform/lists/params";
import { containsLower } from "@/platform/lists/search";
import type { z } from "zod";
import { isOverdue, type ClaimStatus } from "../index";
import { claimEvents, claims, machines, operators, type Claim } from "../schema";
import type { claimListParamsSchema, claimUpdateSchema } from "../validation";
import { notifyOperator } from "./notify";

export type ClaimRow = Claim & {
  serial: string;
  gameTitle: string;
  company: string;
  overdue: boolean;
};

const claimColumns = {
  claim: claims,
  serial: machines.serial,
  gameId: machines.gameId,
  company: operators.company,
};

type ClaimJoin = { claim: Claim; serial: string; gameId: string; company: string };

/** The rows as staff and operators see them: with their machine's game title and whether overdue. */
async function claimRows(rows: ClaimJoin[]): Promise<ClaimRow[]> {
  const titles = await gameTitlesById(rows.map((r) => r.gameId));
  // A machine's game cannot be deleted under it (foreign key), so every title is found.
  return rows.map((r) => ({
    ...r.claim,
    serial: r.serial,
    gameTitle: titles.get(r.gameId) ?? "",
    company: r.company,
    overdue: r.claim.status === "new" && r.claim.handledAt === null && isOverdue(r.claim.createdAt),
  }));
}

/**
 * The queue's order: untouched ("new") claims first, oldest first (the most overdue on top), then
 * the rest newest first. These exact expressions are indexed (machine_claims_queue_idx), so the
 * first page is read from the index instead of sorting every claim.
 */
const queueOrder = [
  sql`(case when ${claims.status} = 'new' then 0 else 1 end)`,
  sql`(case when ${claims.status} = 'new' then ${claims.createdAt} end)`,
  // "nulls last" as the index has it (a plain desc means nulls first, another order to PostgreSQL).
  sql`${claims.createdAt} desc nulls last`,
];

async function listClaimsPage(p: z.output<typeof claimListParamsSchema>): Promise<Page<ClaimRow>> {
  const db = await getDb();
  const search = sql`lower(${machines.serial} || chr(31) || ${operators.company} || chr(31) || ${claims.description})`;
  const status = p.status ? eq(claims.status, p.status) : undefined;
  const where = and(status, p.q ? containsLower(search, p.q) : undefined);
  // One status: its (status, created_at) index, in the queue's direction for that status.
  const order = p.status
    ? [p.status === "new" ? asc(claims.createdAt) : desc(claims.createdAt)]
    : queueOrder;
  const [rows, [total]] = await Promise.all([
    db
      .select(claimColumns)
      .from(claims)
      .innerJoin(machines, eq(machines.id, claims.machineId))
      .innerJoin(operators, eq(operators.id, claims.operatorId))
      .where(where)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset((p.page - 1) * PAGE_SIZE),
    // Every claim has its machine and operator (foreign keys): without a search, no join to count.
    p.q
      ? db
          .select({ n: count() })
          .from(claims)
          .innerJoin(machines, eq(machines.id, claims.machineId))
          .innerJoin(operators, eq(operators.id, claims.operatorId))
          .where(where)
      : db.select({ n: count() }).from(claims).where(status),
  ]);
  return { rows: await claimRows(rows), total: total?.n ?? 0, page: p.page, pageSize: PAGE_SIZE };
}

/** GET /api/admin/claims's answer (also rendered with the claims page). */
export async function claimsAnswer(p: z.output<typeof claimListParamsSchema>) {
  const page = await listClaimsPage(p);
  return { claims: page.rows, total: page.total, page: page.page, pageSize: page.pageSize };
}

export async function getClaim(id: string): Promise<ClaimRow | null> {
  const [row] = await (
    await getDb()
  )
    .select(claimColumns)
    .from(claims)
    .innerJoin(machines, eq(machines.id, claims.machineId))
    .innerJoin(operators, eq(operators.id, claims.operatorId))
    .where(eq(claims.id, id))
    .limit(1);
  return row ? ((await claimRows([row]))[0] ?? null) : null;
}

/** Which statuses may follow which: a closed claim stays closed. */
const NEXT: Record<ClaimStatus, ClaimStatus[]> = {
  new: ["in-review", "approved", "rejected", "closed"],
  "in-review": ["approved", "rejected", "closed"],
  approved: ["parts-shipped", "closed", "rejected"],
  rejected: ["in-review", "closed"],
  "parts-shipped": ["closed"],
  closed: [],
};

/** Moves a claim on and tells its operator through the outbox (WhatsApp or email), once per change. */
export async function updateClaim(
  id: string,
  change: z.output<typeof claimUpdateSchema>,
): Promise<ClaimRow> {
  const db = await getDb();
  const current = await getClaim(id);
  if (!current) throw new AppError("Claim not found", { code: "NOT_FOUND", status: 404 });
  if (current.status === change.status)
    throw new AppError(`The claim is already ${change.status}`, { code: "CONFLICT", status: 409 });
  if (!NEXT[current.status].includes(change.status))
    throw new AppError(`A claim that is ${current.status} cannot become ${change.status}`, {
      code: "CONFLICT",
      status: 409,
    });
  await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(claims)
      .set({
        status: change.status,
        handledAt: new Date(),
        ...(change.status === "rejected" ? { reason: change.reason } : {}),
        ...(change.status === "parts-shipped" ? { trackingRef: change.trackingRef } : {}),
      })
      .where(and(eq(claims.id, id), eq(claims.status, current.status)))
      .returning({ id: claims.id });
    if (!moved)
      throw new AppError("The claim was changed meanwhile; reload it", {
        code: "CONFLICT",
        status: 409,
      });
    await tx.insert(claimEvents).values({
      claimId: id,
      status: change.status,
      note: change.status === "rejected" ? change.reason : (change.trackingRef ?? null),
    });
    const [op] = await tx.select().from(operators).where(eq(operators.id, current.operatorId));
    // Queued with the change: the operator hears of each change once, even across a crash.
    if (op)
      await notifyOperator(tx, op, {
        kind: "claim",
        status: change.status,
        serial: current.serial,
        reason: change.reason,
        trackingRef: change.trackingRef,
      });
  });
  return (await getClaim(id))!;
}

/** An operator's claims, newest first, each with its history (oldest step first). */
export async function operatorClaims(operatorId: string, machineId?: string) {
  const db = await getDb();
  const rows = await db
    .select(claimColumns)
    .from(claims)
    .innerJoin(machines, eq(machines.id, claims.machineId))
    .innerJoin(operators, eq(operators.id, claims.operatorId))
    .where(
      and(
        eq(claims.operatorId, operatorId),
        machineId ? eq(claims.machineId, machineId) : undefined,
      ),
    )
    .orderBy(desc(claims.createdAt));
  const events = rows.length
    ? await db
        .select()
        .from(claimEvents)
        .where(
          inArray(
            claimEvents.claimId,
            rows.map((r) => r.claim.id),
          ),
        )
        .orderBy(asc(claimEvents.createdAt))
    : [];
  return (await claimRows(rows)).map((r) => ({
    ...r,
    events: events.filter((e) => e.claimId === r.id),
  }));
}

/** The files of one of the operator's own claims (none for another operator's claim). */
export async function operatorClaimFiles(operatorId: string, claimId: string) {
  const [claim] = await (
    await getDb()
  )
    .select({ files: claims.files })
    .from(claims)
    .where(and(eq(claims.id, claimId), eq(claims.operatorId, operatorId)))
    .limit(1);
  return claim?.files ?? [];
}
