import { adminRoute } from "@/modules/auth/server/guard";
import { invite } from "@/modules/auth/server/team/actions";
import { inviteSchema } from "@/modules/auth/validation";

export const dynamic = "force-dynamic";

/** Invites a person with a role; the answer carries the one-time link, shown once. */
export const POST = adminRoute(
  { permission: { team: ["invite"] }, body: inviteSchema, audit: { action: "invite" } },
  async ({ body, user, audit }) => {
    const invitation = await invite(user, body);
    audit.note({
      entityId: invitation.id,
      changes: { before: null, after: { email: body.email, role: body.role } },
    });
    return Response.json(invitation, { status: 201 });
  },
);
