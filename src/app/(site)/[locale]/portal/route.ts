import { portalGate } from "@/modules/machines/server/portal-gate";
import { operatorMachines } from "@/modules/machines/server/machines";
import { operatorClaims } from "@/modules/machines/server/claims";
import { bulletinsForGames } from "@/modules/machines/server/bulletins";
import { operatorOrders } from "@/modules/orders/server";
import { sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

/** The operator portal: sign in, then the operator's orders, machines, claims and bulletins. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return sitePage(request, locale, "portal", async () => {
    const { operator, signIn } = await portalGate(request);
    if (!operator) return { data: { signIn } };
    const [machines, claims, orders] = await Promise.all([
      operatorMachines(operator.id),
      operatorClaims(operator.id),
      operatorOrders(operator.id),
    ]);
    const bulletins = await bulletinsForGames([...new Set(machines.map((m) => m.gameId))]);
    const { contactName, company } = operator;
    return {
      data: {
        signIn: null,
        operator: { contactName, company },
        machines,
        claims,
        orders,
        bulletins,
      },
    };
  });
}
