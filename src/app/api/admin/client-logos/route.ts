import { adminRoute } from "@/modules/auth/server/guard";
import { listLogos, saveLogo } from "@/modules/content/server/queries";
import { logoSchema } from "@/modules/content/validation";

export const dynamic = "force-dynamic";

export const GET = adminRoute({ permission: { logo: ["read"] } }, async () =>
  Response.json({ items: await listLogos() }),
);
export const POST = adminRoute(
  { permission: { logo: ["create"] }, body: logoSchema },
  async ({ body }) => Response.json(await saveLogo(body), { status: 201 }),
);
