import { adminRoute } from "@/modules/auth/server/guard";
import { deleteMedia } from "@/modules/catalog/server/queries";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

export const DELETE = adminRoute<{ id: string; mediaId: string }>(
  { permission: { media: ["delete"] }, audit: { parent: (p) => `game:${p.id}` } },
  async ({ params }) => {
    await deleteMedia(uuidParam(params.id, "Game"), uuidParam(params.mediaId, "Media"));
    return new Response(null, { status: 204 });
  },
);
