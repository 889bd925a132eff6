import { adminRoute } from "@/modules/auth/server/guard";
import { deleteMedia, getMedia, saveMediaTranslations } from "@/modules/catalog/server/queries";
import { mediaTranslationsSchema } from "@/modules/catalog/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string; mediaId: string };
const ids = (p: P) => [uuidParam(p.id, "Game"), uuidParam(p.mediaId, "Media")] as const;

/** A video's translated titles; the file and its English texts stay as uploaded. */
export const PATCH = adminRoute<P, typeof mediaTranslationsSchema>(
  {
    permission: { media: ["update"] },
    body: mediaTranslationsSchema,
    audit: { parent: (p) => `game:${p.id}`, snapshot: (p) => getMedia(...ids(p)) },
  },
  async ({ params, body }) => Response.json(await saveMediaTranslations(...ids(params), body)),
);
export const DELETE = adminRoute<P>(
  { permission: { media: ["delete"] }, audit: { parent: (p) => `game:${p.id}` } },
  async ({ params }) => {
    await deleteMedia(...ids(params));
    return new Response(null, { status: 204 });
  },
);
