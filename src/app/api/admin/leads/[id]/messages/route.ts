import { z } from "zod";
import { adminRoute } from "@/modules/auth/server/guard";
import { leadMessages, resendLeadMessage } from "@/modules/whatsapp/server/outbox/history";
import { touchLead } from "@/modules/leads/server/touch";
import { getDb } from "@/platform/db/client";
import { nudgeOutbox } from "@/modules/whatsapp/server/outbox/worker";
import { errorJson } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

const isUuid = (id: string) => z.string().uuid().safeParse(id).success;

/** The lead's WhatsApp message history (the lead details, with the outbox states). */
export const GET = adminRoute<{ id: string }>(
  { permission: { lead: ["read"] } },
  async ({ params }) => {
    if (!isUuid(params.id)) return errorJson("Lead not found", "NOT_FOUND", 404);
    return Response.json({ messages: await leadMessages(params.id) });
  },
);

/** Resend: queue the template again after a failed or skipped message. */
export const POST = adminRoute<{ id: string }>(
  { permission: { lead: ["message"] } },
  async ({ params }) => {
    if (!isUuid(params.id)) return errorJson("Lead not found", "NOT_FOUND", 404);
    await resendLeadMessage(params.id);
    // A message sent by staff is a contact (the dashboard's time to first contact).
    await touchLead(await getDb(), params.id, { contact: true });
    nudgeOutbox();
    return Response.json({ messages: await leadMessages(params.id) }, { status: 201 });
  },
);
