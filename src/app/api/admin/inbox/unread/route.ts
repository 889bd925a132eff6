import { adminRoute } from "@/modules/auth/server/guard";
import { inboxUnread } from "@/modules/whatsapp/server/sales-inbox/list";
import { inboxViewer } from "@/modules/whatsapp/server/sales-inbox/viewer";

export const dynamic = "force-dynamic";

/** Conversations with unread messages the person can see (the menu's badge beside Inbox). */
export const GET = adminRoute({ permission: { inbox: ["read"] } }, async ({ user }) =>
  Response.json({ total: await inboxUnread(inboxViewer(user)) }),
);
