import { adminRoute } from "@/modules/auth/server/guard";
import { endOwnSession } from "@/modules/auth/server/sessions";

export const dynamic = "force-dynamic";

/** Ends one of the signed-in person's own sessions (another device, or this one). */
export const DELETE = adminRoute<{ id: string }>(
  { permission: { account: ["update"] }, audit: { entity: "account", action: "end-session" } },
  async ({ params, user }) => {
    await endOwnSession(user.id, params.id);
    return new Response(null, { status: 204 });
  },
);
