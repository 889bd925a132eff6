import { askForNewQuote } from "@/modules/quotes/server/buyer";
import {
  buyerIp,
  findQuote,
  refuseBuyerWrite,
  notFound,
  readForm,
  seeOther,
} from "@/site/quote-http";
import { effectiveStatus } from "@/modules/quotes/statuses";
import { handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** The buyer of an expired quote asks for a new one: its owner is told. */
export const POST = handle(
  async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
    const { token } = await ctx.params;
    const refused = await refuseBuyerWrite(request, token);
    if (refused) return refused;
    await readForm(request);
    const found = await findQuote(token);
    if (!found) return notFound(request, token);
    if (effectiveStatus(found.quote) !== "expired") return seeOther(request, token);
    await askForNewQuote(found.quote, buyerIp(request));
    return seeOther(request, token, "asked");
  },
);
