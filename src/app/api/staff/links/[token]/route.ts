import { isSameOrigin } from "@/modules/auth/server/guard";
import { redeemLink } from "@/modules/auth/server/team/accept";
import { clientIp } from "@/platform/http/client-ip";
import { PUBLIC_JSON_LIMIT, readJsonBody } from "@/platform/http/read-body";
import { errorJson, handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/**
 * A one-time staff link (public: the token is the credential). An invitation takes
 * { name, password }, a password reset { password }; then the person signs in as usual.
 */
export const POST = handle(
  async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
    if (!isSameOrigin(request)) return errorJson("Cross-origin request refused", "FORBIDDEN", 403);
    const { token } = await ctx.params;
    // Anyone may post here before the token is checked: a form's worth, never a whole upload.
    const input = await readJsonBody(request, PUBLIC_JSON_LIMIT);
    return Response.json(await redeemLink(token, input, clientIp(request)));
  },
);
