import { adminRoute } from "@/modules/auth/server/guard";
import { getOrderSettings, saveOrderSettings } from "@/modules/orders/server/settings";
import { orderSettingsSchema } from "@/modules/orders/validation";

export const dynamic = "force-dynamic";

/**
 * The default payment terms of new orders (the deposit's percentage and its days) and the
 * business and bank details printed on the order documents.
 */
export const GET = adminRoute({ permission: { order: ["read"] } }, async () =>
  Response.json(await getOrderSettings()),
);

export const PUT = adminRoute(
  {
    permission: { order: ["configure"] },
    body: orderSettingsSchema,
    audit: { entity: "orderSettings", id: () => "default", snapshot: () => getOrderSettings() },
  },
  async ({ body: { depositPercent, ...rest } }) =>
    Response.json(await saveOrderSettings({ ...rest, depositBp: depositPercent })),
);
