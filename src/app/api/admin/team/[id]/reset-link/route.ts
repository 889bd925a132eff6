import { adminRoute } from "@/modules/auth/server/guard";
import { resetLink, revokeResetLink } from "@/modules/auth/server/team/actions";
import { errorJson } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** A fresh one-time link for this person to choose a new password, shown once. */
export const POST = adminRoute<{ id: string }>(
  { permission: { team: ["update"] }, audit: { action: "reset-link" } },
  async ({ params, user }) => Response.json(await resetLink(user, params.id), { status: 201 }),
);

/** Revokes the person's open reset link (listed on the Team screen with who made it). */
export const DELETE = adminRoute<{ id: string }>(
  { permission: { team: ["update"] }, audit: { action: "revoke-reset-link" } },
  async ({ params }) => {
    if (!(await revokeResetLink(params.id)))
      return errorJson("Reset link not found", "NOT_FOUND", 404);
    return new Response(null, { status: 204 });
  },
);
