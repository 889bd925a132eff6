import { adminRoute } from "@/modules/auth/server/guard";
import { priceCatalogue } from "@/modules/quotes/server/settings";
import { currencySchema } from "@/modules/quotes/validation";

export const dynamic = "force-dynamic";

/** The quote builder's games with their list price in one currency. */
export const GET = adminRoute(
  { permission: { lead: ["update"], price: ["read"] } },
  async ({ request }) => {
    const currency = currencySchema.parse(
      new URL(request.url).searchParams.get("currency") ?? "USD",
    );
    return Response.json({ games: await priceCatalogue(currency) });
  },
);
