import { adminRoute } from "@/modules/auth/server/guard";
import { leadConversation, queueReply } from "@/modules/whatsapp/server/conversation";
import { announceConversations } from "@/modules/whatsapp/server/live";
import { nudgeOutbox } from "@/modules/whatsapp/server/outbox/worker";
import { touchLead } from "@/modules/leads/server/touch";
import { whatsappReplySchema } from "@/modules/whatsapp/validation";
import { getDb } from "@/platform/db/client";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** The lead's WhatsApp conversation: every message in and out, the window, opt-out, templates. */
export const GET = adminRoute<{ id: string }>(
  { permission: { lead: ["read"] } },
  async ({ params }) => Response.json(await leadConversation(uuidParam(params.id, "Lead"))),
);

/** A staff reply (text within the 24-hour window, else an approved template), via the outbox. */
export const POST = adminRoute<{ id: string }, typeof whatsappReplySchema>(
  {
    permission: { lead: ["message"] },
    body: whatsappReplySchema,
    audit: { entity: "lead", action: "whatsapp-reply", id: (p) => p.id },
  },
  async ({ params, body, user }) => {
    const id = uuidParam(params.id, "Lead");
    const messageId = await queueReply(id, body, user.id);
    await touchLead(await getDb(), id, { contact: true });
    nudgeOutbox();
    await announceConversations([id]);
    return Response.json({ messageId, ...(await leadConversation(id)) }, { status: 201 });
  },
);
