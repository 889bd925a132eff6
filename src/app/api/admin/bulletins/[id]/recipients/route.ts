import { adminRoute } from "@/modules/auth/server/guard";
import { bulletinRecipientList } from "@/modules/machines/server/bulletins";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** Who a bulletin was sent to, how, and who opened it. */
export const GET = adminRoute<{ id: string }>(
  { permission: { bulletin: ["read"] } },
  async ({ params }) =>
    Response.json({ recipients: await bulletinRecipientList(uuidParam(params.id, "Bulletin")) }),
);
