import { recordVitals } from "@/modules/vitals/server/record";
import { reporterKey } from "@/modules/vitals/server/reporter-key";
import { vitalsReportSchema } from "@/modules/vitals/validation";
import { KiB, readJsonBody } from "@/platform/http/read-body";
import { handle } from "@/platform/http/respond";
import { assertSameSite } from "@/platform/http/same-site";
import { consume } from "@/platform/rate-limit/limit";

export const dynamic = "force-dynamic";

/** A beacon is well under 200 bytes; anything much larger is not one. */
const BEACON_LIMIT = 1 * KiB;

/**
 * Public write: one visit's Core Web Vitals (navigator.sendBeacon from the public pages), counted
 * into its page's histogram of the day. No cookie is read or set, no address is stored; a client
 * sends one beacon per visit, so more than a few a minute are refused.
 */
export const POST = handle(async (request: Request) => {
  // sendBeacon posts a string as text/plain, so only the site is checked, not the type.
  assertSameSite(request);
  const report = vitalsReportSchema.parse(await readJsonBody(request, BEACON_LIMIT));
  await consume(
    { bucket: "vitals", key: reporterKey(request), limit: 30, windowMs: 10 * 60_000 },
    "Too many reports",
  );
  await recordVitals(report);
  return new Response(null, { status: 204 });
});
