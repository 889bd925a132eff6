import { adminRoute } from "@/modules/auth/server/guard";
import { replyTimeStats } from "@/modules/whatsapp/server/reply-time/stats";

export const dynamic = "force-dynamic";

/** The dashboard's WhatsApp reply times per person and month. */
export const GET = adminRoute({ permission: { lead: ["read"] } }, async () =>
  Response.json({ rows: await replyTimeStats() }),
);
