import { adminRoute } from "@/modules/auth/server/guard";
import { unreadTotal } from "@/modules/whatsapp/server/conversation";

export const dynamic = "force-dynamic";

/** Unread WhatsApp messages over every lead the person can see (the side menu's badge). */
export const GET = adminRoute({ permission: { lead: ["read"] } }, async () =>
  Response.json({ total: await unreadTotal() }),
);
