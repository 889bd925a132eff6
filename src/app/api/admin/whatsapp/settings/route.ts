import { adminRoute } from "@/modules/auth/server/guard";
import { whatsappSettingsSchema } from "@/modules/whatsapp/validation";
import {
  getWhatsappSettingsView,
  MissingTokenError,
  saveWhatsappSettings,
} from "@/modules/whatsapp/server/settings";
import { errorJson } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** The settings without secrets: accessTokenSet / accessTokenHint / appSecretSet only. */
export const GET = adminRoute({ permission: { whatsappSettings: ["read"] } }, async () =>
  Response.json({ settings: await getWhatsappSettingsView() }),
);

export const PUT = adminRoute(
  {
    permission: { whatsappSettings: ["update"] },
    body: whatsappSettingsSchema,
    audit: { snapshot: getWhatsappSettingsView },
  },
  async ({ body }) => {
    try {
      return Response.json({ settings: await saveWhatsappSettings(body) });
    } catch (e) {
      if (e instanceof MissingTokenError)
        return errorJson("Access token is required", "VALIDATION", 400, {
          fields: { accessToken: "Access token is required" },
        });
      throw e;
    }
  },
);
