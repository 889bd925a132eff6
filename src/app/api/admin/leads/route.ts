import { adminRoute } from "@/modules/auth/server/guard";
import { leadsAnswer } from "@/modules/leads/server/list";
import { leadListParamsSchema } from "@/modules/leads/validation";

export const dynamic = "force-dynamic";

/** One page of leads: ?page=&sort=name|status|created_at&dir=&status=&q=&from=&to=. */
export const GET = adminRoute({ permission: { lead: ["read"] } }, async ({ request, user }) => {
  const params = {
    ...leadListParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams)),
    viewer: user.id,
  };
  return Response.json(await leadsAnswer(params));
});
