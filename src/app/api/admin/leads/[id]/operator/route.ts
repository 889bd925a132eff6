import { adminRoute } from "@/modules/auth/server/guard";
import { operatorOfLead } from "@/modules/machines/server/lead-link";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** The operator who registered machines with this lead's WhatsApp number, and those machines. */
export const GET = adminRoute<{ id: string }>(
  { permission: { lead: ["read"], machine: ["read"] } },
  async ({ params }) => Response.json(await operatorOfLead(uuidParam(params.id, "Lead"))),
);
