import { adminRoute } from "@/modules/auth/server/guard";
import { latestMessages, outboxSummary } from "@/modules/whatsapp/server/outbox/history";

export const dynamic = "force-dynamic";

/** The latest messages in any state (queued and retrying included) and the outbox's state. */
export const GET = adminRoute({ permission: { whatsappSettings: ["read"] } }, async () =>
  Response.json({ statuses: await latestMessages(10), outbox: await outboxSummary() }),
);
