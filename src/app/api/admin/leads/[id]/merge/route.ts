import { adminRoute } from "@/modules/auth/server/guard";
import { mergeLeads } from "@/modules/leads/server/merge";
import { mergeSchema } from "@/modules/leads/pipeline-validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** Merges another request from the same number into this lead (kept). */
export const POST = adminRoute<{ id: string }, typeof mergeSchema>(
  { permission: { lead: ["update"] }, body: mergeSchema, audit: { action: "merge" } },
  async ({ params, body, user, audit }) => {
    const id = uuidParam(params.id, "Lead");
    const { merged } = await mergeLeads(id, body.mergedId, user.id);
    audit.note({
      entityId: id,
      changes: { before: { merged }, after: { mergedId: body.mergedId } },
    });
    return Response.json({ id, mergedId: body.mergedId });
  },
);
