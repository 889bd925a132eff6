import { declineSchema } from "@/modules/quotes/validation";
import { declineQuote } from "@/modules/quotes/server/buyer";
import { buyerIp, refuseBuyerWrite, notFound, readForm, seeOther } from "@/site/quote-http";
import { handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** Decline, with an optional reason. */
export const POST = handle(
  async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
    const { token } = await ctx.params;
    const refused = await refuseBuyerWrite(request, token);
    if (refused) return refused;
    const form = await readForm(request);
    const parsed = declineSchema.safeParse({ reason: form.get("reason") ?? "" });
    const result = await declineQuote(
      token,
      parsed.success ? parsed.data.reason : "",
      buyerIp(request),
    );
    if (!result.ok && result.status === "not-found") return notFound(request, token);
    return seeOther(request, token);
  },
);
