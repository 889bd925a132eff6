import { adminRoute } from "@/modules/auth/server/guard";
import { dueCounts } from "@/modules/leads/server/due-counts";
import { pipelineFilterSchema } from "@/modules/leads/pipeline-validation";

export const dynamic = "force-dynamic";

/** The side menu's counts: the signed-in person's leads due today and overdue. */
export const GET = adminRoute({ permission: { lead: ["read"] } }, async ({ request, user }) => {
  const { tz } = pipelineFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await dueCounts(user.id, tz));
});
