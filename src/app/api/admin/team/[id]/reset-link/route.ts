import { adminRoute } from "@/modules/auth/server/guard";
import { resetLink } from "@/modules/auth/server/team/actions";

export const dynamic = "force-dynamic";

/** A fresh one-time link for this person to choose a new password, shown once. */
export const POST = adminRoute<{ id: string }>(
  { permission: { team: ["update"] }, audit: { action: "reset-link" } },
  async ({ params, user }) => Response.json(await resetLink(user, params.id), { status: 201 }),
);
