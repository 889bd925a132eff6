import { adminRoute } from "@/modules/auth/server/guard";
import { orderIdOf } from "@/modules/orders/server/params";
import { cancelOrder } from "@/modules/orders/server/stages";
import { cancelSchema } from "@/modules/orders/validation";

export const dynamic = "force-dynamic";

/** An owner cancels an order that has not shipped, with the reason; the order and its payments stay. */
export const POST = adminRoute<{ id: string }, typeof cancelSchema>(
  { permission: { order: ["cancel"] }, body: cancelSchema, audit: { action: "cancel" } },
  async ({ params, body, user, audit }) => {
    const { before, after } = await cancelOrder(orderIdOf(params), body.reason, user.id);
    audit.note({
      entityId: after.id,
      changes: {
        before: { stage: before.stage },
        after: { stage: "cancelled", reason: body.reason },
      },
    });
    return Response.json({ id: after.id, stage: after.stage });
  },
);
