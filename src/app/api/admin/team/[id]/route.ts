import { adminRoute } from "@/modules/auth/server/guard";
import { changeRole, setActive, setReceivesLeads } from "@/modules/auth/server/team/actions";
import { personChangeSchema } from "@/modules/auth/validation";

export const dynamic = "force-dynamic";

/**
 * { role } changes a person's role; { active } deactivates (sessions end at once) or reactivates;
 * { receivesLeads } puts them in or out of the new leads' round-robin.
 */
export const PATCH = adminRoute<{ id: string }, typeof personChangeSchema>(
  { permission: { team: ["update"] }, body: personChangeSchema },
  async ({ request, params, body, user, audit }) => {
    if ("role" in body) {
      const { before, after } = await changeRole(user, request.headers, params.id, body.role);
      audit.note({ action: "role", changes: { before: { role: before }, after: { role: after } } });
      return Response.json({ id: params.id, role: after });
    }
    if ("receivesLeads" in body) {
      const before = await setReceivesLeads(params.id, body.receivesLeads);
      audit.note({
        action: "receives-leads",
        changes: {
          before: { receivesLeads: before },
          after: { receivesLeads: body.receivesLeads },
        },
      });
      return Response.json({ id: params.id, receivesLeads: body.receivesLeads });
    }
    await setActive(user, request.headers, params.id, body.active);
    audit.note({ action: body.active ? "reactivate" : "deactivate" });
    return Response.json({ id: params.id, active: body.active });
  },
);
