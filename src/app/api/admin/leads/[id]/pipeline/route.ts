import { adminRoute } from "@/modules/auth/server/guard";
import { leadPipeline } from "@/modules/leads/server/lead-pipeline";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** Owner, follow-up, source and the same number's other requests. */
export const GET = adminRoute<{ id: string }>(
  { permission: { lead: ["read"] } },
  async ({ params }) => Response.json({ lead: await leadPipeline(uuidParam(params.id, "Lead")) }),
);
