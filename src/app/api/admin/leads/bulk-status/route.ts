import { adminRoute } from "@/modules/auth/server/guard";
import { bulkSetLeadStatus } from "@/modules/leads/server/bulk-status";
import { leadBulkStatusSchema } from "@/modules/leads/validation";
import { clientIp } from "@/platform/http/client-ip";

export const dynamic = "force-dynamic";

/**
 * Sets a status on many leads: { status, target: { kind: "ids", ids } | { kind: "filter", filter } }.
 * Each changed lead gets its own audit entry (written with the change), so the route's own single
 * entry is skipped.
 */
export const POST = adminRoute(
  { permission: { lead: ["update"] }, body: leadBulkStatusSchema, audit: { skip: true } },
  async ({ request, body, user }) => {
    const changed = await bulkSetLeadStatus({
      target:
        body.target.kind === "filter"
          ? { ...body.target, filter: { ...body.target.filter, viewer: user.id } }
          : body.target,
      status: body.status,
      actor: { id: user.id, email: user.email },
      ip: clientIp(request),
    });
    return Response.json({ ok: true, changed });
  },
);
