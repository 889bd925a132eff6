import { z } from "zod";
import { adminRoute } from "@/modules/auth/server/guard";
import { getLeadAdmin, updateLeadStatus } from "@/modules/leads/server/queries";
import { leadStatusUpdateSchema } from "@/modules/leads/validation";
import { errorJson } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

export const PATCH = adminRoute<{ id: string }, typeof leadStatusUpdateSchema>(
  {
    permission: { lead: ["update"] },
    body: leadStatusUpdateSchema,
    audit: { action: "status", snapshot: (p) => getLeadAdmin(p.id) },
  },
  async ({ params, body }) => {
    if (!z.string().uuid().safeParse(params.id).success)
      return errorJson("Lead not found", "NOT_FOUND", 404);
    await updateLeadStatus(params.id, body.status);
    return Response.json({ ok: true, status: body.status });
  },
);
