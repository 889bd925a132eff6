import { adminRoute } from "@/modules/auth/server/guard";
import { vitalsSummary } from "@/modules/vitals/server/report";

export const dynamic = "force-dynamic";

/** Real visitors' Core Web Vitals: p75 per page over the last 28 days (owners). */
export const GET = adminRoute({ permission: { vitals: ["read"] } }, async () =>
  Response.json(await vitalsSummary()),
);
