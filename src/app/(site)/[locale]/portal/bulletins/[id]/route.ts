import { isUuid } from "@/platform/http/params";
import { sanitizeRichHtml } from "@/platform/sanitize";
import { portalGate } from "@/modules/machines/server/portal-gate";
import { operatorMachines } from "@/modules/machines/server/machines";
import { openBulletin } from "@/modules/machines/server/bulletins";
import { MISSING, sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ locale: string; id: string }> };

/** A service bulletin, for an operator with a machine of one of its games; reading it is noted. */
export async function GET(request: Request, { params }: Params) {
  const { locale, id } = await params;
  return sitePage(request, locale, "portalBulletin", async () => {
    const { operator, signIn } = await portalGate(request);
    if (!operator) return { data: { signIn } };
    if (!isUuid(id)) return MISSING;
    const machines = await operatorMachines(operator.id);
    const bulletin = await openBulletin(
      operator.id,
      id,
      machines.map((m) => m.gameId),
    );
    if (!bulletin) return MISSING;
    // Sanitized when stored, and again here: stored HTML is never trusted as it is.
    return { data: { signIn: null, bulletin, html: sanitizeRichHtml(bulletin.body) } };
  });
}
