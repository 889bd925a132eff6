import { z } from "zod";
import { listActivity } from "@/modules/audit/server/queries";
import { adminRoute } from "@/modules/auth/server/guard";

export const dynamic = "force-dynamic";

const query = z.object({
  actor: z.string().trim().min(1).max(100).optional(),
  entity: z.string().trim().min(1).max(50).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** The audit trail, newest first: ?actor=<user id>&entity=game&from=…&to=…&page=2 (owners). */
export const GET = adminRoute({ permission: { activity: ["read"] } }, async ({ request }) => {
  const q = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  return Response.json(
    await listActivity({
      actorId: q.actor,
      entity: q.entity,
      from: q.from ? new Date(q.from) : undefined,
      to: q.to ? new Date(q.to) : undefined,
      page: q.page,
    }),
  );
});
