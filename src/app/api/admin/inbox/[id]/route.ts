import { adminRoute } from "@/modules/auth/server/guard";
import { visibleConversation } from "@/modules/whatsapp/server/sales-inbox/list";
import { inboxViewer } from "@/modules/whatsapp/server/sales-inbox/viewer";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** The conversation's state (owner, snooze, closed) when the person may see it. */
export const GET = adminRoute<{ id: string }>(
  { permission: { inbox: ["read"] } },
  async ({ params, user }) =>
    Response.json(
      await visibleConversation(uuidParam(params.id, "Conversation"), inboxViewer(user)),
    ),
);
