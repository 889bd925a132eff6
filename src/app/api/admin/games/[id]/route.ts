import { adminRoute } from "@/modules/auth/server/guard";
import { deleteGame, getGameAdmin, saveGame } from "@/modules/catalog/server/queries";
import { gameSchema } from "@/modules/catalog/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string };
export const GET = adminRoute<P>({ permission: { game: ["read"] } }, async ({ params }) =>
  Response.json(await getGameAdmin(uuidParam(params.id, "Game"))),
);
export const PUT = adminRoute<P, typeof gameSchema>(
  {
    permission: { game: ["update"] },
    body: gameSchema,
    audit: { snapshot: (p) => getGameAdmin(uuidParam(p.id, "Game")) },
  },
  async ({ params, body }) => Response.json(await saveGame(body, uuidParam(params.id, "Game"))),
);
export const DELETE = adminRoute<P>(
  {
    permission: { game: ["delete"] },
    audit: { snapshot: (p) => getGameAdmin(uuidParam(p.id, "Game")) },
  },
  async ({ params }) => {
    await deleteGame(uuidParam(params.id, "Game"));
    return new Response(null, { status: 204 });
  },
);
