import { issueChallenge } from "@/modules/leads/server/person-check";
import { handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/**
 * A fresh person-check challenge for the pricing dialog (signed, so nothing is stored until it is
 * used). Never cached: its issue time is when the buyer started filling the form.
 */
export const GET = handle(async () =>
  Response.json(issueChallenge(), { headers: { "cache-control": "no-store" } }),
);
