import { adminRoute } from "@/modules/auth/server/guard";
import { announceConversations } from "@/modules/whatsapp/server/live";
import { setOptOut } from "@/modules/whatsapp/server/opt-out";
import { getLeadAdmin } from "@/modules/leads/server/queries";
import { whatsappOptOutSchema } from "@/modules/whatsapp/validation";
import { getDb } from "@/platform/db/client";
import { errorJson } from "@/platform/http/respond";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** Owners set the lead's number as opted out of WhatsApp messages, or back in. Audited. */
export const PUT = adminRoute<{ id: string }, typeof whatsappOptOutSchema>(
  {
    permission: { whatsappSettings: ["update"] },
    body: whatsappOptOutSchema,
    audit: { entity: "lead", action: "whatsapp-opt-out", id: (p) => p.id },
  },
  async ({ params, body, audit }) => {
    const id = uuidParam(params.id, "Lead");
    const lead = await getLeadAdmin(id);
    if (!lead) return errorJson("Lead not found", "NOT_FOUND", 404);
    const before = await setOptOut(await getDb(), lead.whatsapp, body.optedOut, "staff");
    audit.note({
      action: body.optedOut ? "whatsapp-opt-out" : "whatsapp-opt-in",
      changes: { before: { optedOut: before }, after: { optedOut: body.optedOut } },
    });
    await announceConversations([id]);
    return Response.json({ optedOut: body.optedOut });
  },
);
