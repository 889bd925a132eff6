import { adminRoute } from "@/modules/auth/server/guard";
import { twoFactorRequired } from "@/modules/auth/server/staff-settings";
import { listStaff, openInvitations } from "@/modules/auth/server/team/queries";

export const dynamic = "force-dynamic";

/** The team screen: people, open invitations and whether two-step sign-in is required. */
export const GET = adminRoute({ permission: { team: ["read"] } }, async () =>
  Response.json({
    people: await listStaff(),
    invitations: await openInvitations(),
    requireTwoFactor: await twoFactorRequired(),
  }),
);
