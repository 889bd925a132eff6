import { z } from "zod";
import { adminRoute } from "@/modules/auth/server/guard";
import { updateLeadStatus } from "@/modules/leads/server/queries";
import { clientIp } from "@/platform/http/client-ip";
import { leadStatusUpdateSchema } from "@/modules/leads/validation";
import { errorJson } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

export const PATCH = adminRoute<{ id: string }, typeof leadStatusUpdateSchema>(
  {
    permission: { lead: ["update"] },
    body: leadStatusUpdateSchema,
    // The change writes its own entry, with the status before and after (server/status.ts).
    audit: { skip: true },
  },
  async ({ request, params, body, user }) => {
    if (!z.string().uuid().safeParse(params.id).success)
      return errorJson("Lead not found", "NOT_FOUND", 404);
    await updateLeadStatus(
      params.id,
      body.status,
      { id: user.id, email: user.email },
      clientIp(request),
    );
    return Response.json({ ok: true, status: body.status });
  },
);
