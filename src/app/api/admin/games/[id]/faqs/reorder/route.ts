import { adminRoute } from "@/modules/auth/server/guard";
import { reorder } from "@/modules/catalog/server/queries";
import { reorderSchema } from "@/modules/catalog/validation";
import { invalidate, TAGS } from "@/platform/cache";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

export const PUT = adminRoute<{ id: string }, typeof reorderSchema>(
  {
    permission: { faq: ["update"] },
    body: reorderSchema,
    audit: { action: "reorder", parent: (p) => `game:${p.id}` },
  },
  async ({ params, body }) => {
    const gameId = uuidParam(params.id, "Game");
    await reorder("faqs", body.ids, { gameId });
    invalidate(TAGS.game(gameId));
    return new Response(null, { status: 204 });
  },
);
