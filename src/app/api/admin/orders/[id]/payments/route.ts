import { adminRoute } from "@/modules/auth/server/guard";
import { recordPayment } from "@/modules/orders/server/money";
import { orderIdOf } from "@/modules/orders/server/params";
import { paymentSchema } from "@/modules/orders/validation";

export const dynamic = "force-dynamic";

/** An owner records a payment received (partial payments too; more than due only as an overpayment). */
export const POST = adminRoute<{ id: string }, typeof paymentSchema>(
  { permission: { order: ["pay"] }, body: paymentSchema, audit: { action: "payment" } },
  async ({ params, body, user, audit }) => {
    const { payment, order } = await recordPayment(orderIdOf(params), body, user.id);
    audit.note({
      entityId: order.id,
      changes: {
        before: null,
        after: {
          amountMinor: payment.amountMinor,
          currency: order.currency,
          paidOn: payment.paidOn,
          method: payment.method,
          reference: payment.reference,
          overpayment: payment.overpayment,
          note: payment.note,
        },
      },
    });
    return Response.json(payment, { status: 201 });
  },
);
