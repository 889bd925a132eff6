import { adminRoute } from "@/modules/auth/server/guard";
import { inboxSnoozeSchema } from "@/modules/whatsapp/inbox-validation";
import { snoozeConversation } from "@/modules/whatsapp/server/sales-inbox/actions";
import { inboxViewer } from "@/modules/whatsapp/server/sales-inbox/viewer";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** Snoozed until a time (it comes back then, or when the buyer writes); null wakes it now. */
export const PUT = adminRoute<{ id: string }, typeof inboxSnoozeSchema>(
  {
    permission: { inbox: ["update"] },
    body: inboxSnoozeSchema,
    audit: { entity: "conversation", action: "snooze" },
  },
  async ({ params, body, user, audit }) => {
    const id = uuidParam(params.id, "Conversation");
    const until = body.until ? new Date(body.until) : null;
    const change = await snoozeConversation(id, until, inboxViewer(user));
    audit.note({
      changes: { before: { snoozedUntil: change.before }, after: { snoozedUntil: change.after } },
    });
    return Response.json({ leadId: id, snoozedUntil: change.after });
  },
);
