import { adminRoute } from "@/modules/auth/server/guard";
import { listGamesAdmin, saveGame } from "@/modules/catalog/server/queries";
import { gameSchema } from "@/modules/catalog/validation";

export const dynamic = "force-dynamic";

export const GET = adminRoute({ permission: { game: ["read"] } }, async () =>
  Response.json({ games: await listGamesAdmin() }),
);
export const POST = adminRoute(
  { permission: { game: ["create"] }, body: gameSchema },
  async ({ body }) => Response.json(await saveGame(body), { status: 201 }),
);
