import { adminRoute } from "@/modules/auth/server/guard";
import { gamePriceList, setGamePrices } from "@/modules/quotes/server/settings";
import { gamePricesSchema } from "@/modules/quotes/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** A game's list prices per currency, in minor units (staff only: no public query reads them). */
export const GET = adminRoute<{ id: string }>(
  { permission: { price: ["read"] } },
  async ({ params }) =>
    Response.json({ prices: await gamePriceList(uuidParam(params.id, "Game")) }),
);

export const PUT = adminRoute<{ id: string }, typeof gamePricesSchema>(
  {
    permission: { price: ["update"] },
    body: gamePricesSchema,
    audit: {
      entity: "game-prices",
      snapshot: async (p) => ({ prices: await gamePriceList(p.id) }),
    },
  },
  async ({ params, body }) =>
    Response.json({ prices: await setGamePrices(uuidParam(params.id, "Game"), body.prices) }),
);
