import { adminRoute } from "@/modules/auth/server/guard";
import { orderIdOf } from "@/modules/orders/server/params";
import { changeStage } from "@/modules/orders/server/stages";
import { stageSchema } from "@/modules/orders/validation";

export const dynamic = "force-dynamic";

/**
 * Moves an order to its next stage (409 when the rules forbid it). Shipping before the balance
 * is paid takes an owner and a reason (`overrideReason`).
 */
export const POST = adminRoute<{ id: string }, typeof stageSchema>(
  { permission: { order: ["update"] }, body: stageSchema, audit: { action: "stage" } },
  async ({ params, body, user, audit }) => {
    const { before, after } = await changeStage(orderIdOf(params), body, user);
    const given = Object.fromEntries(Object.entries(body).filter(([k]) => k !== "to"));
    audit.note({
      entityId: after.id,
      changes: { before: { stage: before.stage }, after: { stage: after.stage, ...given } },
    });
    return Response.json({ id: after.id, stage: after.stage });
  },
);
