import { handle } from "@/platform/http/respond";
import { issueChallenge } from "./proof";

/**
 * GET: a fresh person-check challenge for a public form (signed, so nothing is stored until it is
 * used). Never cached: its issue time is when the visitor started on the form.
 */
export const challengeRoute = handle(async () =>
  Response.json(issueChallenge(), { headers: { "cache-control": "no-store" } }),
);
