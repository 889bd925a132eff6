import { portalGate } from "@/modules/machines/server/portal-gate";
import { orderForOperator } from "@/modules/orders/server";
import { MISSING, sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ locale: string; number: string }> };

/**
 * One of the buyer's orders, as their notices link to it: signed out, the page asks for a code
 * first and comes back here; an operator sees only their own orders (any other is not found).
 */
export async function GET(request: Request, { params }: Params) {
  const { locale, number: raw } = await params;
  return sitePage(request, locale, "portalOrder", async () => {
    const number = decodeURIComponent(raw).slice(0, 30);
    const { operator, signIn } = await portalGate(request, { order: number });
    if (!operator) return { data: { signIn } };
    const order = await orderForOperator(operator.id, number);
    if (!order) return MISSING;
    return { data: { signIn: null, order } };
  });
}
