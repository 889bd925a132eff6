import { lookupCallingCode } from "@/modules/leads/server/geo";
import { clientIp, clientKey } from "@/platform/http/client-ip";
import { handle } from "@/platform/http/respond";
import { consume } from "@/platform/rate-limit/limit";

export const dynamic = "force-dynamic";

/** Generous for a page that asks once per pricing dialog; it stops scripted use of our geo-IP quota. */
const GEO_LIMIT = { bucket: "geo", limit: 30, windowMs: 60_000 } as const;

/** The caller's calling code for the pricing dialog; +91 when unknown. */
export const GET = handle(async (request: Request) => {
  await consume({ ...GEO_LIMIT, key: clientKey(request) }, "Too many location lookups");
  return Response.json(
    { countryCallingCode: await lookupCallingCode(clientIp(request)) },
    { headers: { "cache-control": "no-store" } },
  );
});
