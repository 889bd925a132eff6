import { adminRoute } from "@/modules/auth/server/guard";
import { inboxOwnerSchema } from "@/modules/whatsapp/inbox-validation";
import { reassignConversation } from "@/modules/whatsapp/server/sales-inbox/actions";
import { inboxViewer } from "@/modules/whatsapp/server/sales-inbox/viewer";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** Gives the conversation and its lead to a person (null: unassigned); they are told. */
export const PUT = adminRoute<{ id: string }, typeof inboxOwnerSchema>(
  {
    permission: { inbox: ["update"] },
    body: inboxOwnerSchema,
    audit: { entity: "lead", action: "assign" },
  },
  async ({ params, body, user, audit }) => {
    const id = uuidParam(params.id, "Conversation");
    const change = await reassignConversation(id, body.ownerId, inboxViewer(user));
    audit.note({
      changes: { before: { ownerId: change.before }, after: { ownerId: change.after } },
    });
    return Response.json({ leadId: id, ownerId: change.after });
  },
);
