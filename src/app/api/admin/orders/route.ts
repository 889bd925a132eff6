import { adminRoute } from "@/modules/auth/server/guard";
import { createOrderByHand } from "@/modules/orders/server/create";
import { listOrdersPage } from "@/modules/orders/server/queries";
import { manualOrderSchema, orderListParamsSchema } from "@/modules/orders/validation";

export const dynamic = "force-dynamic";

/** One page of orders, newest first: ?page=&q=(number, buyer, quote)&stage=&late=1. */
export const GET = adminRoute({ permission: { order: ["read"] } }, async ({ request }) => {
  const params = orderListParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listOrdersPage(params);
  return Response.json({
    orders: page.rows,
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
  });
});

/** A quote accepted by other means (a call, a signed copy): its order, with how it was accepted. */
export const POST = adminRoute(
  { permission: { order: ["create"] }, body: manualOrderSchema },
  async ({ body, user, audit }) => {
    const order = await createOrderByHand(body.quote, body.note, user.id);
    audit.note({
      entityId: order.id,
      changes: {
        before: null,
        after: { number: order.number, quote: order.quoteNumber, origin: "other", note: body.note },
      },
    });
    return Response.json(order, { status: 201 });
  },
);
