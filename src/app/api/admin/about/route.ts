import { adminRoute } from "@/modules/auth/server/guard";
import { getOrCreateAbout, saveAbout } from "@/modules/content/server/queries";
import { aboutSchema } from "@/modules/content/validation";

export const dynamic = "force-dynamic";

export const GET = adminRoute({ permission: { about: ["read"] } }, async () =>
  Response.json(await getOrCreateAbout()),
);
export const PUT = adminRoute(
  { permission: { about: ["update"] }, body: aboutSchema, audit: { snapshot: getOrCreateAbout } },
  async ({ body }) => Response.json(await saveAbout(body)),
);
