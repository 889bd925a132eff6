import { adminRoute } from "@/modules/auth/server/guard";
import { setFollowUp } from "@/modules/leads/server/lead-pipeline";
import { followUpSchema } from "@/modules/leads/pipeline-validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** The next follow-up date and time (null clears it). */
export const PUT = adminRoute<{ id: string }, typeof followUpSchema>(
  { permission: { lead: ["update"] }, body: followUpSchema, audit: { action: "follow-up" } },
  async ({ params, body, audit }) => {
    const id = uuidParam(params.id, "Lead");
    const lead = await setFollowUp(id, body.followUpAt);
    const followUpAt = lead.followUpAt?.toISOString() ?? null;
    audit.note({ changes: { before: null, after: { followUpAt } } });
    return Response.json({ id, followUpAt });
  },
);
