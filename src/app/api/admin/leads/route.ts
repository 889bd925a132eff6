import { adminRoute } from "@/modules/auth/server/guard";
import { isLeadStatus, LEAD_SORTS, listLeads, type LeadSort } from "@/modules/leads/server/queries";

export const dynamic = "force-dynamic";

export const GET = adminRoute({ permission: { lead: ["read"] } }, async ({ request }) => {
  const q = new URL(request.url).searchParams;
  const sort = (LEAD_SORTS as readonly string[]).includes(q.get("sort") ?? "")
    ? (q.get("sort") as LeadSort)
    : "created_at";
  const dir = q.get("dir") === "asc" ? "asc" : "desc";
  const status = q.get("status");
  return Response.json({
    leads: await listLeads({ sort, dir, status: isLeadStatus(status) ? status : undefined }),
  });
});
