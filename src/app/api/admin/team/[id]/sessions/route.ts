import { adminRoute } from "@/modules/auth/server/guard";
import { endSessions } from "@/modules/auth/server/team/actions";

export const dynamic = "force-dynamic";

/** Signs this person out on every device. */
export const DELETE = adminRoute<{ id: string }>(
  { permission: { team: ["update"] }, audit: { action: "end-sessions" } },
  async ({ request, params }) => {
    await endSessions(request.headers, params.id);
    return new Response(null, { status: 204 });
  },
);
