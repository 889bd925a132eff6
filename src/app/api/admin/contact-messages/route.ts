import { adminRoute } from "@/modules/auth/server/guard";
import { isMessageStatus, listMessages } from "@/modules/contact/server/queries";

export const dynamic = "force-dynamic";

export const GET = adminRoute({ permission: { contactMessage: ["read"] } }, async ({ request }) => {
  const status = new URL(request.url).searchParams.get("status");
  return Response.json({
    messages: await listMessages(isMessageStatus(status) ? status : undefined),
  });
});
