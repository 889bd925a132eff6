import { lookupCallingCode } from "@/modules/leads/public/geo";
import { clientIp } from "@/platform/http/client-ip";
import { handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** The caller's calling code for the pricing dialog; +91 when unknown (SPEC.md section 7). */
export const GET = handle(async (request: Request) =>
  Response.json(
    { countryCallingCode: await lookupCallingCode(clientIp(request)) },
    { headers: { "cache-control": "no-store" } },
  ),
);
