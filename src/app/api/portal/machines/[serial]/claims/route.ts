import { operatorFromRequest } from "@/modules/machines/server/operator-auth";
import { operatorMachine } from "@/modules/machines/server/machines";
import { fileClaimForm } from "@/modules/machines/server/file-claim";
import { AppError } from "@/platform/errors";
import { handle } from "@/platform/http/respond";
import {
  notFound,
  otherSite,
  portalPath,
  redirectTo,
  refuse,
  wantsPage,
} from "../../../portal-form";

export const dynamic = "force-dynamic";

type P = { params: Promise<{ serial: string }> };

/**
 * POST a multipart form (kind, description, photos, video) from a machine's page: a warranty
 * claim, a paid repair request or a parts request for one of the operator's own machines. The
 * form is read as it streams in (fileClaimForm), never held whole.
 */
export const POST = handle(async (request: Request, ctx: P) => {
  const refused = otherSite(request);
  if (refused) return refused;
  const { serial } = await ctx.params;
  const locale = new URL(request.url).searchParams.get("locale");
  const page = portalPath(locale, `/portal/machines/${encodeURIComponent(serial)}`);
  const operator = await operatorFromRequest(request);
  if (!operator) return wantsPage(request) ? redirectTo(page) : notFound();
  const machine = await operatorMachine(operator.id, serial);
  if (!machine) return notFound();
  try {
    const type = request.headers.get("content-type") ?? "";
    if (
      !type.startsWith("multipart/form-data") &&
      !type.startsWith("application/x-www-form-urlencoded")
    )
      throw new AppError("Send the request as a form", { code: "UNSUPPORTED_TYPE", status: 415 });
    const claim = await fileClaimForm(request, operator, machine);
    if (!wantsPage(request))
      return Response.json({ id: claim.id, status: claim.status }, { status: 201 });
    return redirectTo(`${page}?sent=1#claims`);
  } catch (e) {
    return refuse(request, e, page);
  }
});
