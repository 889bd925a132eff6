import { adminRoute } from "@/modules/auth/server/guard";
import { listAssignees } from "@/modules/leads/server/assign";

export const dynamic = "force-dynamic";

/** The people a lead can be given to (active owners and sales). */
export const GET = adminRoute({ permission: { lead: ["read"] } }, async () =>
  Response.json({ people: await listAssignees() }),
);
