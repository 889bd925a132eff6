import { codeCheckSchema } from "@/modules/machines/validation";
import { checkCode, contactCookie, sessionCookie } from "@/modules/machines/server/operator-auth";
import { handle } from "@/platform/http/respond";
import { otherSite, readForm, redirectTo, refuse, signInPage, wantsPage } from "../portal-form";

export const dynamic = "force-dynamic";

/** POST contact=…&code=…[&serial=…|&order=…][&locale=…]: checks the code and opens an operator session. */
export const POST = handle(async (request: Request) => {
  const refused = otherSite(request);
  if (refused) return refused;
  const form = await readForm(request);
  const page = signInPage(form);
  try {
    const input = codeCheckSchema.parse(form);
    const { token } = await checkCode(request, input.contact, input.code);
    const cookies = [sessionCookie(token), contactCookie("", 0)];
    if (!wantsPage(request)) {
      const res = Response.json({ ok: true });
      for (const c of cookies) res.headers.append("set-cookie", c);
      return res;
    }
    return redirectTo(page, cookies);
  } catch (e) {
    return refuse(request, e, `${page}?step=code`);
  }
});
