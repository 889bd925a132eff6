import { adminRoute } from "@/modules/auth/server/guard";
import { leadTimeline } from "@/modules/leads/server/timeline";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** The lead's whole story, newest first. */
export const GET = adminRoute<{ id: string }>(
  { permission: { lead: ["read"] } },
  async ({ params }) =>
    Response.json({ entries: await leadTimeline(uuidParam(params.id, "Lead")) }),
);
