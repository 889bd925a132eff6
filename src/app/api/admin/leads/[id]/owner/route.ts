import { adminRoute } from "@/modules/auth/server/guard";
import { mailNewOwner, setOwner } from "@/modules/leads/server/assign";
import { getLeadAdmin } from "@/modules/leads/server/queries";
import { ownerChangeSchema } from "@/modules/leads/pipeline-validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** Reassign (null: unassigned); the new owner is told by email when SMTP_URL is set. */
export const PUT = adminRoute<{ id: string }, typeof ownerChangeSchema>(
  { permission: { lead: ["update"] }, body: ownerChangeSchema, audit: { action: "assign" } },
  async ({ params, body, user, audit }) => {
    const id = uuidParam(params.id, "Lead");
    const before = await getLeadAdmin(id);
    const lead = await setOwner(id, body.ownerId);
    audit.note({
      changes: { before: { ownerId: before?.ownerId ?? null }, after: { ownerId: lead.ownerId } },
    });
    const mail =
      lead.ownerId && lead.ownerId !== before?.ownerId && lead.ownerId !== user.id
        ? await mailNewOwner(lead.ownerId, lead, user.name)
        : "off";
    return Response.json({ id, ownerId: lead.ownerId, mail });
  },
);
