import { adminRoute } from "@/modules/auth/server/guard";
import { replyTimeSettingsSchema } from "@/modules/whatsapp/reply-time-validation";
import {
  getReplyTimeView,
  saveReplyTimeSettings,
} from "@/modules/whatsapp/server/reply-time/settings";

export const dynamic = "force-dynamic";

/** Business hours, holidays, reply targets and the away message (owners'). */
export const GET = adminRoute({ permission: { whatsappSettings: ["read"] } }, async () =>
  Response.json({ settings: await getReplyTimeView() }),
);

export const PUT = adminRoute(
  {
    permission: { whatsappSettings: ["update"] },
    body: replyTimeSettingsSchema,
    audit: { entity: "whatsappReplyTime", snapshot: getReplyTimeView },
  },
  async ({ body }) => Response.json({ settings: await saveReplyTimeSettings(body) }),
);
