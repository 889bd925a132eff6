import { adminRoute } from "@/modules/auth/server/guard";
import { salesTeamSchema } from "@/modules/whatsapp/inbox-validation";
import { deleteTeam, listTeams, saveTeam } from "@/modules/whatsapp/server/sales-inbox/setup";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

const snapshot = async ({ id }: { id: string }) =>
  (await listTeams()).find((t) => t.id === id) ?? null;

/** Renames the team and sets its members (those who stay keep their turn). */
export const PUT = adminRoute<{ id: string }, typeof salesTeamSchema>(
  {
    permission: { inbox: ["route"] },
    body: salesTeamSchema,
    audit: { entity: "sales-team", snapshot },
  },
  async ({ params, body }) => Response.json(await saveTeam(body, uuidParam(params.id, "Team"))),
);

/** Deletes the team; its routing rules go with it. */
export const DELETE = adminRoute<{ id: string }>(
  { permission: { inbox: ["route"] }, audit: { entity: "sales-team", snapshot } },
  async ({ params }) => {
    await deleteTeam(uuidParam(params.id, "Team"));
    return new Response(null, { status: 204 });
  },
);
