import { portalGate } from "@/modules/machines/server/portal-gate";
import { operatorMachine } from "@/modules/machines/server/machines";
import { operatorClaims } from "@/modules/machines/server/claims";
import { documentsForOperator } from "@/modules/machines/server/documents";
import { bulletinsForGames } from "@/modules/machines/server/bulletins";
import { MISSING, sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ locale: string; serial: string }> };

/**
 * One machine, as its label's QR code opens it: signed out, the page asks for a code first; an
 * operator sees only their own machines (any other serial is not found).
 */
export async function GET(request: Request, { params }: Params) {
  const { locale, serial: raw } = await params;
  return sitePage(request, locale, "portalMachine", async (site) => {
    const serial = decodeURIComponent(raw).slice(0, 60);
    const { operator, signIn } = await portalGate(request, { serial });
    if (!operator) return { data: { signIn } };
    const machine = await operatorMachine(operator.id, serial);
    if (!machine) return MISSING;
    const [documents, claims, bulletins] = await Promise.all([
      documentsForOperator(machine.gameId, site.locale),
      operatorClaims(operator.id, machine.id),
      bulletinsForGames([machine.gameId]),
    ]);
    const query = new URL(request.url).searchParams;
    return {
      data: {
        signIn: null,
        machine,
        documents,
        claims,
        bulletins,
        sent: query.has("sent"),
        error: query.get("error") ?? undefined,
      },
    };
  });
}
