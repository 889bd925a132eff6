import "server-only";
import { minorDigits, parseMoney } from "@/modules/quotes";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { refusePayment } from "../payments";
import { orderPayments } from "../schema";
import type { PaymentInput } from "../validation";
import { loadOrder } from "./queries";

const invalid = (field: string, message: string) =>
  new AppError(message, {
    code: "VALIDATION",
    status: 400,
    details: { fields: { [field]: message } },
  });

/**
 * Records a payment received. The order's row is locked while what is due is summed and the
 * payment written, so two payments recorded at once cannot together pass what is due.
 */
export async function recordPayment(
  orderId: string,
  input: PaymentInput,
  actorId: string,
  now = new Date(),
) {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const { order, money } = await loadOrder(tx, orderId, now, true);
    if (order.stage === "cancelled")
      throw new AppError("This order is cancelled: no payment can be recorded on it.", {
        code: "CONFLICT",
        status: 409,
      });
    const amountMinor = parseMoney(input.amount, order.currency);
    if (amountMinor === null) {
      const digits = minorDigits(order.currency);
      throw invalid(
        "amount",
        digits
          ? `Enter the amount in ${order.currency} with at most ${digits} decimals, like 1250.${"0".repeat(digits)}`
          : `Enter the amount in ${order.currency} as a whole number, like 1250`,
      );
    }
    const refusal = refusePayment(amountMinor, money.balanceDueMinor, input.overpayment);
    if (refusal) throw invalid("amount", refusal);
    const [payment] = await tx
      .insert(orderPayments)
      .values({
        orderId,
        amountMinor,
        paidOn: input.paidOn,
        method: input.method,
        reference: input.reference,
        overpayment: input.overpayment && amountMinor > money.balanceDueMinor,
        note: input.note,
        recordedBy: actorId,
        createdAt: now,
      })
      .returning();
    return { payment: payment!, order };
  });
}
