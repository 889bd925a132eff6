import { adminRoute } from "@/modules/auth/server/guard";
import { orderIdOf } from "@/modules/orders/server/params";
import { registerOrderMachines } from "@/modules/orders/server/register";
import { registerMachinesSchema } from "@/modules/orders/validation";

export const dynamic = "force-dynamic";

/**
 * Registers a delivered order's machines (serials typed or a CSV, and the installation date): all
 * or none, a serial already registered is a 409 naming it; the order becomes installed.
 */
export const POST = adminRoute<{ id: string }, typeof registerMachinesSchema>(
  {
    permission: { order: ["update"] },
    body: registerMachinesSchema,
    audit: { action: "register" },
  },
  async ({ params, body, user, audit }) => {
    const { order, machines } = await registerOrderMachines(orderIdOf(params), body, user);
    audit.note({
      entityId: order.id,
      changes: {
        before: { stage: "delivered" },
        after: {
          stage: order.stage,
          installDate: body.installDate,
          serials: machines.map((m) => m.serial).join(", "),
        },
      },
    });
    return Response.json({ id: order.id, stage: order.stage, machines }, { status: 201 });
  },
);
