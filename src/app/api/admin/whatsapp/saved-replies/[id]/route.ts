import { adminRoute } from "@/modules/auth/server/guard";
import { uuidParam } from "@/platform/http/params";
import { savedReplySchema } from "@/modules/whatsapp/reply-time-validation";
import {
  deleteSavedReply,
  getSavedReply,
  updateSavedReply,
} from "@/modules/whatsapp/server/saved-replies";

export const dynamic = "force-dynamic";

type Params = { id: string };
const audit = {
  entity: "whatsappSavedReply",
  snapshot: ({ id }: Params) => getSavedReply(uuidParam(id, "Saved reply")),
};

/** An owner or the reply's author changes it; anyone else is refused (403). */
export const PUT = adminRoute<Params, typeof savedReplySchema>(
  { permission: { lead: ["message"] }, body: savedReplySchema, audit },
  async ({ params, body, user }) =>
    Response.json({
      reply: await updateSavedReply(uuidParam(params.id, "Saved reply"), body, user),
    }),
);

export const DELETE = adminRoute<Params>(
  { permission: { lead: ["message"] }, audit },
  async ({ params, user }) => {
    await deleteSavedReply(uuidParam(params.id, "Saved reply"), user);
    return new Response(null, { status: 204 });
  },
);
