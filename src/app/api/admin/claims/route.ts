import { adminRoute } from "@/modules/auth/server/guard";
import { listClaimsPage } from "@/modules/machines/server/claims";
import { claimListParamsSchema } from "@/modules/machines/validation";

export const dynamic = "force-dynamic";

/** The claims queue: untouched claims first (overdue after one business day): ?page=&q=&status= */
export const GET = adminRoute({ permission: { claim: ["read"] } }, async ({ request }) => {
  const params = claimListParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listClaimsPage(params);
  return Response.json({
    claims: page.rows,
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
  });
});
