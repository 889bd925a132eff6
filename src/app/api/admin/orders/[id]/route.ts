import { adminRoute } from "@/modules/auth/server/guard";
import { getOrderDetail } from "@/modules/orders/server/queries";
import { orderIdOf } from "@/modules/orders/server/params";

export const dynamic = "force-dynamic";

/** An order with its lines, totals, what is paid and due, payments and stage timeline. */
export const GET = adminRoute<{ id: string }>(
  { permission: { order: ["read"] } },
  async ({ params }) => Response.json(await getOrderDetail(orderIdOf(params))),
);
