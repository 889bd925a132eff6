import { adminRoute } from "@/modules/auth/server/guard";
import { twoFactorRequired } from "@/modules/auth/server/staff-settings";
import { listStaff, openInvitations, openResetLinks } from "@/modules/auth/server/team/queries";

export const dynamic = "force-dynamic";

/** The team screen: people, open invitations and reset links, and whether two-step sign-in is required. */
export const GET = adminRoute({ permission: { team: ["read"] } }, async () =>
  Response.json({
    people: await listStaff(),
    invitations: await openInvitations(),
    resetLinks: await openResetLinks(),
    requireTwoFactor: await twoFactorRequired(),
  }),
);
