import { recordHistory } from "@/modules/audit/server/queries";
import { adminRoute } from "@/modules/auth/server/guard";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** This game's own changes, its media, FAQs and dimensions included, newest first. */
export const GET = adminRoute<{ id: string }>(
  { permission: { game: ["read"] } },
  async ({ params }) =>
    Response.json({ entries: await recordHistory("game", uuidParam(params.id, "Game")) }),
);
