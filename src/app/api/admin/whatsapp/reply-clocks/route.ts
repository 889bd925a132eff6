import { z } from "zod";
import { adminRoute } from "@/modules/auth/server/guard";
import { replyClocksFor } from "@/modules/whatsapp/server";

export const dynamic = "force-dynamic";

const leadIds = z
  .array(z.uuid("Not a lead id"))
  .min(1, "Name at least one lead")
  .max(200, "At most 200 leads at once");

/** Each lead's reply clock: answered, time left before the target, or how late. */
export const GET = adminRoute({ permission: { lead: ["read"] } }, async ({ request }) => {
  const ids = leadIds.parse(new URL(request.url).searchParams.getAll("lead"));
  return Response.json({ clocks: [...(await replyClocksFor(ids)).values()] });
});
