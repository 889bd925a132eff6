import { codeRequestSchema } from "@/modules/machines/validation";
import { requestCode } from "@/modules/machines/server/operator-auth";
import { nudgeOutbox } from "@/modules/whatsapp/server";
import { handle } from "@/platform/http/respond";
import { otherSite, readForm, redirectTo, refuse, signInPage, wantsPage } from "../portal-form";
import { contactCookie } from "@/modules/machines/server/operator-auth";

export const dynamic = "force-dynamic";

/**
 * POST contact=…[&serial=…|&order=…][&locale=…]: sends a sign-in code to the number or address
 * on file. The page then asks for the code (the contact typed is kept in a short-lived cookie for it).
 */
export const POST = handle(async (request: Request) => {
  const refused = otherSite(request);
  if (refused) return refused;
  const form = await readForm(request);
  const page = signInPage(form);
  try {
    const input = codeRequestSchema.parse(form);
    await requestCode(request, input.contact);
    nudgeOutbox();
    if (!wantsPage(request)) return Response.json({ ok: true }, { status: 202 });
    return redirectTo(`${page}?step=code`, [contactCookie(input.contact)]);
  } catch (e) {
    return refuse(request, e, page);
  }
});
