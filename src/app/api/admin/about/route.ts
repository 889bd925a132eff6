import { adminRoute } from "@/modules/auth/guard";
import { getOrCreateAbout, saveAbout } from "@/modules/content/admin/queries";
import { aboutSchema } from "@/modules/content/validation";

export const dynamic = "force-dynamic";

export const GET = adminRoute({}, async () => Response.json(await getOrCreateAbout()));
export const PUT = adminRoute({ body: aboutSchema }, async ({ body }) =>
  Response.json(await saveAbout(body)),
);
