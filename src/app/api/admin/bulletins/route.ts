import { adminRoute } from "@/modules/auth/server/guard";
import { createBulletin, listBulletins } from "@/modules/machines/server/bulletins";
import { bulletinSchema } from "@/modules/machines/validation";
import { nudgeOutbox } from "@/modules/whatsapp/server";

export const dynamic = "force-dynamic";

/** Bulletins, newest first, each with how many operators received and opened it. */
export const GET = adminRoute({ permission: { bulletin: ["read"] } }, async () =>
  Response.json({ bulletins: await listBulletins() }),
);

/**
 * A new bulletin: its body is sanitized like all stored HTML; at its publish time (now unless
 * told) every operator with a machine of its games is told once.
 */
export const POST = adminRoute(
  { permission: { bulletin: ["create"] }, body: bulletinSchema },
  async ({ body }) => {
    const bulletin = await createBulletin(body);
    nudgeOutbox();
    return Response.json(bulletin, { status: 201 });
  },
);
