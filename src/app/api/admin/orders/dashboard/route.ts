import { adminRoute } from "@/modules/auth/server/guard";
import { orderFigures } from "@/modules/orders/server/dashboard";

export const dynamic = "force-dynamic";

/** Orders in production, deposits and balances outstanding per currency, shipped on time. */
export const GET = adminRoute({ permission: { order: ["read"] } }, async () =>
  Response.json(await orderFigures()),
);
