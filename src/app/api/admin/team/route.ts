import { adminRoute } from "@/modules/auth/server/guard";
import { teamOverview } from "@/modules/auth/server/team/queries";

export const dynamic = "force-dynamic";

/** The team screen: people, open invitations and reset links, and whether two-step sign-in is required. */
export const GET = adminRoute({ permission: { team: ["read"] } }, async () =>
  Response.json(await teamOverview()),
);
