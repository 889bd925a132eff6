import { adminRoute } from "@/modules/auth/guard";
import { latestDeliveryStatuses } from "@/modules/leads/admin/queries";

export const dynamic = "force-dynamic";

export const GET = adminRoute({ permission: { whatsappSettings: ["read"] } }, async () =>
  Response.json({ statuses: await latestDeliveryStatuses(10) }),
);
