import { adminRoute } from "@/modules/auth/server/guard";
import { setMainImage } from "@/modules/catalog/server/queries";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

export const POST = adminRoute<{ id: string; mediaId: string }>(
  {
    permission: { media: ["update"] },
    audit: { action: "set-main", parent: (p) => `game:${p.id}` },
  },
  async ({ params }) => {
    await setMainImage(uuidParam(params.id, "Game"), uuidParam(params.mediaId, "Media"));
    return new Response(null, { status: 204 });
  },
);
