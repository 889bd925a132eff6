import { z } from "zod";
import { adminRoute } from "@/modules/auth/server/guard";
import { savedReplySchema } from "@/modules/whatsapp/reply-time-validation";
import {
  createSavedReply,
  listSavedReplies,
  savedRepliesFor,
} from "@/modules/whatsapp/server/saved-replies";

export const dynamic = "force-dynamic";

const query = z.object({ leadId: z.uuid("Not a lead id").optional() });

/**
 * Every saved reply; with `leadId`, filled in for that lead (the reply box's / list) with the
 * lead's language to choose first.
 */
export const GET = adminRoute({ permission: { lead: ["message"] } }, async ({ request, user }) => {
  const { leadId } = query.parse(Object.fromEntries(new URL(request.url).searchParams));
  if (leadId) return Response.json(await savedRepliesFor(leadId));
  return Response.json({ replies: await listSavedReplies(user) });
});

export const POST = adminRoute(
  {
    permission: { lead: ["message"] },
    body: savedReplySchema,
    audit: {
      entity: "whatsappSavedReply",
      id: (_params, response) => (response?.reply as { id?: string } | undefined)?.id,
    },
  },
  async ({ body, user }) =>
    Response.json({ reply: await createSavedReply(body, user) }, { status: 201 }),
);
