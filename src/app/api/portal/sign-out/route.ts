import {
  clearedCookie,
  endSession,
  tokenFromCookieHeader,
} from "@/modules/machines/server/operator-auth";
import { handle } from "@/platform/http/respond";
import { otherSite, portalPath, readForm, redirectTo } from "../portal-form";

export const dynamic = "force-dynamic";

/** POST: ends this browser's operator session. */
export const POST = handle(async (request: Request) => {
  const refused = otherSite(request);
  if (refused) return refused;
  const form = await readForm(request);
  await endSession(tokenFromCookieHeader(request.headers.get("cookie")));
  return redirectTo(portalPath(form.locale, "/portal"), [clearedCookie()]);
});
