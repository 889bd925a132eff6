import { adminRoute } from "@/modules/auth/server/guard";
import { markConversationRead } from "@/modules/whatsapp/server/conversation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** Staff opened the conversation: mark it read (and tell Meta once, for the blue ticks). */
export const POST = adminRoute<{ id: string }>(
  { permission: { lead: ["read"] }, audit: { skip: true } },
  async ({ params }) =>
    Response.json({ read: await markConversationRead(uuidParam(params.id, "Lead")) }),
);
