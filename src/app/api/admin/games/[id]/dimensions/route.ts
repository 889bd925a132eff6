import { adminRoute } from "@/modules/auth/guard";
import { listDimensions, saveDimension } from "@/modules/catalog/admin-queries";
import { dimensionSchema } from "@/modules/catalog/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string };
export const GET = adminRoute<P>({}, async ({ params }) =>
  Response.json({ dimensions: await listDimensions(uuidParam(params.id, "Game")) }),
);
export const PUT = adminRoute<P, typeof dimensionSchema>(
  { body: dimensionSchema },
  async ({ params, body }) =>
    Response.json(await saveDimension(uuidParam(params.id, "Game"), body)),
);
