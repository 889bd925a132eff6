import { acceptSchema } from "@/modules/quotes/validation";
import { acceptQuote } from "@/modules/quotes/server/buyer";
import { buyerIp, refuseBuyerWrite, notFound, readForm, seeOther } from "@/site/quote-http";
import { handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** Accept: the buyer's typed name and the ticked terms; then back to the page (post/redirect/get). */
export const POST = handle(
  async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
    const { token } = await ctx.params;
    const refused = await refuseBuyerWrite(request, token);
    if (refused) return refused;
    const form = await readForm(request);
    const parsed = acceptSchema.safeParse({
      name: form.get("name") ?? "",
      terms: form.get("terms") ?? undefined,
    });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0] === "name" ? "name" : "terms";
      return seeOther(request, token, field);
    }
    const result = await acceptQuote(token, parsed.data.name, buyerIp(request));
    if (!result.ok && result.status === "not-found") return notFound(request, token);
    return seeOther(request, token);
  },
);
