import { adminRoute } from "@/modules/auth/server/guard";
import { countLeads, eachLead } from "@/modules/leads/server/list";
import { LEAD_STATUS_LABELS } from "@/modules/leads/statuses";
import { leadListParamsSchema } from "@/modules/leads/validation";
import { csvResponse, datedName } from "@/platform/lists/csv-stream";

export const dynamic = "force-dynamic";

const HEADER = ["Name", "WhatsApp", "Country code", "Location", "Game", "Status", "Created"];

/** The leads CSV with the list's filters and order, streamed from the database. */
export const GET = adminRoute({ permission: { lead: ["export"] } }, async ({ request, user }) => {
  const params = {
    ...leadListParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams)),
    viewer: user.id,
  };
  async function* rows() {
    for await (const chunk of eachLead(params))
      yield chunk.map((l) => [
        l.name,
        l.whatsapp,
        l.countryCode,
        l.location,
        l.gameTitle ?? "",
        LEAD_STATUS_LABELS[l.status],
        l.createdAt,
      ]);
  }
  return csvResponse({
    filename: datedName("leads"),
    header: HEADER,
    total: await countLeads(params),
    chunks: rows(),
  });
});
