import "server-only";
import { eq, sql } from "drizzle-orm";
import { findLead } from "@/modules/leads/server";
import { operatorForBuyer } from "@/modules/machines/server";
import type { OnQuoteAccepted } from "@/modules/quotes/server";
import { lockQuotesByRef, quoteNumber } from "@/modules/quotes/server";
import type { Quote } from "@/modules/quotes/schema";
import { recordAudit } from "@/platform/audit/record";
import { getDb } from "@/platform/db/client";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { depositOf, orderNumber, utcDay } from "../payments";
import { orderNumbers, orders, orderStageChanges, type Order } from "../schema";
import { QUOTE_REF } from "../validation";
import { queueStageNotice } from "./notify";
import { getOrderSettings } from "./settings";

const DAY = 86_400_000;

/** Thrown inside the savepoint to undo the number taken for an order that already exists. */
class AlreadyOrdered extends Error {}

/**
 * The next number of the year: the increment locks the year's row until the transaction ends,
 * so concurrent orders are numbered one after the other.
 */
async function takeNumber(tx: Db, year: number): Promise<string> {
  const [row] = await tx
    .insert(orderNumbers)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: orderNumbers.year, set: { last: sql`${orderNumbers.last} + 1` } })
    .returning({ last: orderNumbers.last });
  return orderNumber(year, row!.last);
}

type Origin = { origin: "accepted" } | { origin: "other"; note: string };

/**
 * The order of a quote version, its lines and totals copied as they are (frozen), or null when
 * the quote's series already has one: `insert … on conflict do nothing` on the series' unique key,
 * in a savepoint so a refused insert gives its number back (numbers have no gaps). The buyer gets
 * their portal account (the operator with their number or address, else a new one) and is told
 * the order is confirmed, in the same transaction.
 */
export async function createOrderFromQuote(
  tx: Db,
  q: Quote,
  origin: Origin,
  actorId: string | null,
  now: Date,
): Promise<Order | null> {
  const terms = await getOrderSettings(tx);
  const lead = await findLead(q.leadId, tx);
  try {
    return await tx.transaction(async (sp) => {
      const number = await takeNumber(sp, now.getUTCFullYear());
      const operator = lead
        ? await operatorForBuyer(sp, {
            name: lead.name,
            whatsapp: lead.whatsapp,
            language: lead.language,
            email: q.buyerEmail,
          })
        : null;
      const [order] = await sp
        .insert(orders)
        .values({
          number,
          leadId: q.leadId,
          quoteId: q.id,
          quoteSeriesId: q.seriesId,
          quoteNumber: quoteNumber(q),
          buyerEmail: q.buyerEmail?.trim() || null,
          operatorId: operator?.id ?? null,
          origin: origin.origin,
          originNote: origin.origin === "other" ? origin.note : null,
          currency: q.currency,
          lines: q.lines,
          discountBp: q.discountBp,
          taxBp: q.taxBp,
          taxLabel: q.taxLabel,
          subtotalMinor: q.subtotalMinor,
          discountMinor: q.discountMinor,
          taxMinor: q.taxMinor,
          totalMinor: q.totalMinor,
          depositBp: terms.depositBp,
          depositMinor: depositOf(q.totalMinor, terms.depositBp),
          depositDueOn: utcDay(new Date(now.getTime() + terms.depositDays * DAY)),
          createdBy: actorId,
          createdAt: now,
        })
        .onConflictDoNothing({ target: orders.quoteSeriesId })
        .returning();
      if (!order) throw new AlreadyOrdered();
      await sp.insert(orderStageChanges).values({
        orderId: order.id,
        fromStage: null,
        toStage: "confirmed",
        actorId,
        details:
          origin.origin === "other" ? { acceptedBy: "other means", note: origin.note } : null,
        createdAt: now,
      });
      await queueStageNotice(sp, order, "confirmed", now);
      return order;
    });
  } catch (e) {
    if (e instanceof AlreadyOrdered) return null;
    throw e;
  }
}

const auditCreated = (
  order: Order,
  actor: { id: string | null; email: string | null },
  ip: string | null,
) =>
  recordAudit({
    actor,
    ip,
    entity: "order",
    entityId: order.id,
    parent: `lead:${order.leadId}`,
    action: "create",
    changes: {
      before: null,
      after: {
        number: order.number,
        quote: order.quoteNumber,
        origin: order.origin,
        total: order.totalMinor,
        currency: order.currency,
      },
    },
  });

/** The quotes module's accept hook: the buyer's acceptance makes the order, in its transaction. */
export const orderOnQuoteAccepted: OnQuoteAccepted = async (tx, q, { ip, now }) => {
  const order = await createOrderFromQuote(tx, q, { origin: "accepted" }, null, now);
  if (order) return () => auditCreated(order, { id: null, email: null }, ip);
};

const ORDERABLE = new Set(["sent", "viewed", "accepted"]);

/**
 * Staff record a version as accepted by other means and make its order. The quote's row is locked
 * first, as the buyer's accept locks it, so the two cannot both make one.
 */
export async function createOrderByHand(
  quote: string,
  note: string,
  actorId: string,
  now = new Date(),
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const ref = QUOTE_REF.exec(quote);
    const found = await lockQuotesByRef(
      tx,
      ref ? { seriesPrefix: ref[1]!, version: Number(ref[2]) } : { id: quote },
    );
    const q = found.length === 1 ? found[0] : undefined;
    if (!q) {
      const message = found.length
        ? "Several quotes have this number: use the quote's id"
        : "No quote has this number";
      throw new AppError(message, {
        code: "VALIDATION",
        status: 400,
        details: { fields: { quote: message } },
      });
    }
    if (!ORDERABLE.has(q.status))
      throw new AppError(
        q.status === "draft" || q.status === "awaiting_approval"
          ? "This quote has not been sent: send it before making its order."
          : `This version is ${q.status}: make the order from the version the buyer accepted.`,
        { code: "CONFLICT", status: 409 },
      );
    const order = await createOrderFromQuote(tx, q, { origin: "other", note }, actorId, now);
    if (!order) {
      const [existing] = await tx
        .select({ number: orders.number })
        .from(orders)
        .where(eq(orders.quoteSeriesId, q.seriesId));
      throw new AppError(`This quote already has order ${existing?.number ?? ""}`.trim(), {
        code: "CONFLICT",
        status: 409,
      });
    }
    return order;
  });
}
