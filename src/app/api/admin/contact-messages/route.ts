import { adminRoute } from "@/modules/auth/server/guard";
import { listMessagesPage } from "@/modules/contact/server/list";
import { messageListParamsSchema } from "@/modules/contact/validation";

export const dynamic = "force-dynamic";

/** One page of messages, newest first: ?page=&status=&q=&from=&to=. */
export const GET = adminRoute({ permission: { contactMessage: ["read"] } }, async ({ request }) => {
  const params = messageListParamsSchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const page = await listMessagesPage(params);
  return Response.json({
    messages: page.rows,
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
  });
});
