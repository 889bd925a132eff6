import { adminRoute } from "@/modules/auth/server/guard";
import { routingRulesSchema } from "@/modules/whatsapp/inbox-validation";
import { listRules, replaceRules } from "@/modules/whatsapp/server/sales-inbox/setup";

export const dynamic = "force-dynamic";

/** The routing rules, in order (the first match wins). */
export const GET = adminRoute({ permission: { inbox: ["route"] } }, async () =>
  Response.json({ rules: await listRules() }),
);

/** Replaces the whole ordered list; every person, team and game is checked first. */
export const PUT = adminRoute<Record<string, string>, typeof routingRulesSchema>(
  {
    permission: { inbox: ["route"] },
    body: routingRulesSchema,
    audit: { entity: "routing-rules", snapshot: async () => ({ rules: await listRules() }) },
  },
  async ({ body }) => Response.json({ rules: await replaceRules(body.rules) }),
);
