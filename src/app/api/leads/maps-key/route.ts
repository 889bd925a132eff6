import { publicMapsKey } from "@/modules/leads/server";
import { handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** The browser key for the location autocomplete of the pricing dialog, or null. */
export const GET = handle(async () =>
  Response.json(
    { mapsApiKey: await publicMapsKey() },
    { headers: { "cache-control": "no-store" } },
  ),
);
