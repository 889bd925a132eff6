import { adminRoute } from "@/modules/auth/server/guard";
import { listOwnSessions } from "@/modules/auth/server/sessions";

export const dynamic = "force-dynamic";

/** The signed-in person's own active sessions: device, address, last seen. */
export const GET = adminRoute({ permission: { account: ["read"] } }, async ({ user }) =>
  Response.json({ sessions: await listOwnSessions(user.id, user.sessionId) }),
);
