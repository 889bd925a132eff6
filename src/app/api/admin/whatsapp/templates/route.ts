import { adminRoute } from "@/modules/auth/server/guard";
import { listTemplates, syncTemplates } from "@/modules/whatsapp/server/templates";

export const dynamic = "force-dynamic";

/** The account's templates as last synced (kept current by the template status webhook). */
export const GET = adminRoute({ permission: { whatsappSettings: ["read"] } }, async () =>
  Response.json({ templates: await listTemplates() }),
);

/** Sync now: GET /{waba-id}/message_templates replaces the stored list. */
export const POST = adminRoute(
  {
    permission: { whatsappSettings: ["update"] },
    audit: { entity: "whatsappSettings", action: "sync-templates" },
  },
  async () => Response.json({ templates: await syncTemplates() }),
);
