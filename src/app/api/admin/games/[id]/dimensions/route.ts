import { adminRoute } from "@/modules/auth/server/guard";
import { listDimensions, saveDimension } from "@/modules/catalog/server/queries";
import { dimensionSchema } from "@/modules/catalog/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string };
export const GET = adminRoute<P>({ permission: { dimension: ["read"] } }, async ({ params }) =>
  Response.json({ dimensions: await listDimensions(uuidParam(params.id, "Game")) }),
);
export const PUT = adminRoute<P, typeof dimensionSchema>(
  {
    permission: { dimension: ["update"] },
    body: dimensionSchema,
    audit: { parent: (p) => `game:${p.id}`, id: (_p, res) => res?.id as string | undefined },
  },
  async ({ params, body }) =>
    Response.json(await saveDimension(uuidParam(params.id, "Game"), body)),
);
