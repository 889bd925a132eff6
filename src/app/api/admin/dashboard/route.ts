import { adminRoute } from "@/modules/auth/server/guard";
import { salesDashboard } from "@/modules/leads/server/dashboard";
import { dashboardQuerySchema } from "@/modules/leads/pipeline-validation";

export const dynamic = "force-dynamic";

/** The sales dashboard's aggregates for one period. */
export const GET = adminRoute({ permission: { lead: ["read"] } }, async ({ request }) => {
  const { period } = dashboardQuerySchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  return Response.json({ dashboard: await salesDashboard(period) });
});
