import { adminRoute } from "@/modules/auth/server/guard";
import { addMedia, listMedia } from "@/modules/catalog/server/queries";
import { mediaSchema } from "@/modules/catalog/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string };
export const GET = adminRoute<P>({ permission: { media: ["read"] } }, async ({ params }) =>
  Response.json({ media: await listMedia(uuidParam(params.id, "Game")) }),
);
export const POST = adminRoute<P, typeof mediaSchema>(
  {
    permission: { media: ["create"] },
    body: mediaSchema,
    audit: { parent: (p) => `game:${p.id}` },
  },
  async ({ params, body }) =>
    Response.json(await addMedia(uuidParam(params.id, "Game"), body), { status: 201 }),
);
