import { adminRoute } from "@/modules/auth/server/guard";
import { inboxStatusSchema } from "@/modules/whatsapp/inbox-validation";
import { closeConversation } from "@/modules/whatsapp/server/sales-inbox/actions";
import { inboxViewer } from "@/modules/whatsapp/server/sales-inbox/viewer";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** Closes the conversation (a new message reopens it) or opens it again. */
export const PUT = adminRoute<{ id: string }, typeof inboxStatusSchema>(
  {
    permission: { inbox: ["update"] },
    body: inboxStatusSchema,
    audit: { entity: "conversation", action: "status" },
  },
  async ({ params, body, user, audit }) => {
    const id = uuidParam(params.id, "Conversation");
    const change = await closeConversation(id, body.status === "closed", inboxViewer(user));
    audit.note({
      changes: { before: { closed: change.before }, after: { closed: change.after } },
    });
    return Response.json({ leadId: id, status: change.after ? "closed" : "open" });
  },
);
