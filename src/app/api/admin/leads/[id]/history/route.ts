import { recordHistory } from "@/modules/audit/server/queries";
import { adminRoute } from "@/modules/auth/server/guard";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** This lead's changes (status changes), newest first. */
export const GET = adminRoute<{ id: string }>(
  { permission: { lead: ["read"] } },
  async ({ params }) =>
    Response.json({ entries: await recordHistory("lead", uuidParam(params.id, "Lead")) }),
);
