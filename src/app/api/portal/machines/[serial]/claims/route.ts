import { claimSchema } from "@/modules/machines/validation";
import { operatorFromRequest } from "@/modules/machines/server/operator-auth";
import { operatorMachine } from "@/modules/machines/server/machines";
import { CLAIM_BODY_LIMIT, fileClaim } from "@/modules/machines/server/claims";
import { AppError } from "@/platform/errors";
import { handle } from "@/platform/http/respond";
import { readBodyBytes } from "@/platform/http/read-body";
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
 * claim, a paid repair request or a parts request for one of the operator's own machines.
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
    // Read within the cap first: formData() alone would take any size.
    const bytes = await readBodyBytes(request, CLAIM_BODY_LIMIT);
    const form = await new Response(bytes, { headers: { "content-type": type } })
      .formData()
      .catch(() => {
        throw new AppError("The form could not be read", { code: "VALIDATION", status: 400 });
      });
    const input = claimSchema.parse({
      kind: form.get("kind"),
      description: form.get("description"),
    });
    const files = (name: string) =>
      form.getAll(name).filter((f): f is File => f instanceof File && f.size > 0);
    const claim = await fileClaim({
      operator,
      machine,
      kind: input.kind,
      description: input.description,
      photos: files("photos"),
      video: files("video")[0] ?? null,
    });
    if (!wantsPage(request))
      return Response.json({ id: claim.id, status: claim.status }, { status: 201 });
    return redirectTo(`${page}?sent=1#claims`);
  } catch (e) {
    return refuse(request, e, page);
  }
});
