import { adminRoute } from "@/modules/auth/server/guard";
import { revokeInvitation } from "@/modules/auth/server/team/links";
import { errorJson } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** Withdraws an invitation that has not been accepted yet. */
export const DELETE = adminRoute<{ id: string }>(
  { permission: { team: ["invite"] }, audit: { action: "revoke-invite" } },
  async ({ params, audit }) => {
    const revoked = await revokeInvitation(params.id);
    if (!revoked) return errorJson("Invitation not found", "NOT_FOUND", 404);
    audit.note({ changes: { before: { email: revoked.email, role: revoked.role }, after: null } });
    return new Response(null, { status: 204 });
  },
);
