import { adminRoute } from "@/modules/auth/server/guard";
import { removeOrdered, saveLogo, setActive } from "@/modules/content/server/queries";
import { activeSchema, logoSchema } from "@/modules/content/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string };
export const PUT = adminRoute<P, typeof logoSchema>(
  { permission: { logo: ["update"] }, body: logoSchema },
  async ({ params, body }) => Response.json(await saveLogo(body, uuidParam(params.id, "Logo"))),
);
export const PATCH = adminRoute<P, typeof activeSchema>(
  { permission: { logo: ["update"] }, body: activeSchema },
  async ({ params, body }) =>
    Response.json(await setActive("logos", uuidParam(params.id, "Logo"), body.active)),
);
export const DELETE = adminRoute<P>({ permission: { logo: ["delete"] } }, async ({ params }) => {
  await removeOrdered("logos", uuidParam(params.id, "Logo"));
  return new Response(null, { status: 204 });
});
