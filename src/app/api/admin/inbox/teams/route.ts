import { adminRoute } from "@/modules/auth/server/guard";
import { salesTeamSchema } from "@/modules/whatsapp/inbox-validation";
import { listTeams, saveTeam } from "@/modules/whatsapp/server/sales-inbox/setup";

export const dynamic = "force-dynamic";

/** Sales teams (a routing rule can give conversations to one, in turn among its members). */
export const GET = adminRoute({ permission: { inbox: ["route"] } }, async () =>
  Response.json({ teams: await listTeams() }),
);

export const POST = adminRoute<Record<string, string>, typeof salesTeamSchema>(
  { permission: { inbox: ["route"] }, body: salesTeamSchema, audit: { entity: "sales-team" } },
  async ({ body }) => Response.json(await saveTeam(body), { status: 201 }),
);
