import { adminRoute } from "@/modules/auth/server/guard";
import { leadsOfOperator } from "@/modules/machines/server/lead-link";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** The price requests that came from this operator's WhatsApp number, newest first. */
export const GET = adminRoute<{ id: string }>(
  { permission: { lead: ["read"], machine: ["read"] } },
  async ({ params }) =>
    Response.json({ leads: await leadsOfOperator(uuidParam(params.id, "Operator")) }),
);
