import { adminRoute } from "@/modules/auth/server/guard";
import { createMachine, machinesAnswer } from "@/modules/machines/server/machines";
import { machineListParamsSchema, machineSchema } from "@/modules/machines/validation";
import { getDb } from "@/platform/db/client";

export const dynamic = "force-dynamic";

/** One page of sold machines, newest first: ?page=&q= (serial, game, operator, contact). */
export const GET = adminRoute({ permission: { machine: ["read"] } }, async ({ request }) => {
  const params = machineListParamsSchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  return Response.json(await machinesAnswer(params));
});

/** Registers a sold machine with its operator (found by WhatsApp number or email, or created). */
export const POST = adminRoute(
  { permission: { machine: ["create"] }, body: machineSchema },
  async ({ body }) => {
    const db = await getDb();
    const created = await db.transaction((tx) => createMachine(tx, body));
    return Response.json(created, { status: 201 });
  },
);
