import { adminRoute } from "@/modules/auth/server/guard";
import { claimsAnswer } from "@/modules/machines/server/claims";
import { claimListParamsSchema } from "@/modules/machines/validation";

export const dynamic = "force-dynamic";

/** The claims queue: untouched claims first (overdue after one business day): ?page=&q=&status= */
export const GET = adminRoute({ permission: { claim: ["read"] } }, async ({ request }) => {
  const params = claimListParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(await claimsAnswer(params));
});
