import { adminRoute } from "@/modules/auth/server/guard";
import { inboxListParamsSchema } from "@/modules/whatsapp/inbox-validation";
import { listInbox } from "@/modules/whatsapp/server/sales-inbox/list";
import { inboxViewer } from "@/modules/whatsapp/server/sales-inbox/viewer";

export const dynamic = "force-dynamic";

/** One page of conversations for a tab, a state and a search, after the keyset cursor. */
export const GET = adminRoute({ permission: { inbox: ["read"] } }, async ({ request, user }) => {
  const url = new URL(request.url);
  const params = inboxListParamsSchema.parse(Object.fromEntries(url.searchParams));
  return Response.json(await listInbox(params, inboxViewer(user)));
});
