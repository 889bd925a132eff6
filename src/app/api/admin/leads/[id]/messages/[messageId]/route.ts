import { z } from "zod";
import { adminRoute } from "@/modules/auth/server/guard";
import { leadMessages, markMessageSent } from "@/modules/whatsapp/server/outbox/history";
import { errorJson } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

const isUuid = (id: string) => z.string().uuid().safeParse(id).success;
const change = z.object({ state: z.literal("sent", { message: "Only sent can be set" }) });

/** Mark as sent: staff checked with the buyer that a message in an unknown state arrived. */
export const PATCH = adminRoute<{ id: string; messageId: string }, typeof change>(
  { permission: { lead: ["message"] }, body: change },
  async ({ params }) => {
    if (!isUuid(params.id) || !isUuid(params.messageId))
      return errorJson("Message not found", "NOT_FOUND", 404);
    await markMessageSent(params.id, params.messageId);
    return Response.json({ messages: await leadMessages(params.id) });
  },
);
