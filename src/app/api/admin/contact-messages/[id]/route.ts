import { adminRoute } from "@/modules/auth/server/guard";
import { setMessageStatus } from "@/modules/contact/server/queries";
import { messageStatusSchema } from "@/modules/contact/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

export const PATCH = adminRoute<{ id: string }, typeof messageStatusSchema>(
  {
    permission: { contactMessage: ["update"] },
    body: messageStatusSchema,
    audit: { action: "status" },
  },
  async ({ params, body }) =>
    Response.json(await setMessageStatus(uuidParam(params.id, "Message"), body.status)),
);
