import { adminRoute } from "@/modules/auth/server/guard";
import { getSettings, saveSettings } from "@/modules/contact/server/queries";
import { contactSettingsSchema } from "@/modules/contact/validation";
import { errorJson } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

export const GET = adminRoute({ permission: { contactSettings: ["read"] } }, async () => {
  const row = await getSettings();
  return row ? Response.json(row) : errorJson("Contact settings not found", "NOT_FOUND", 404);
});
export const PUT = adminRoute(
  {
    permission: { contactSettings: ["update"] },
    body: contactSettingsSchema,
    audit: { snapshot: getSettings },
  },
  async ({ body }) => Response.json(await saveSettings(body)),
);
