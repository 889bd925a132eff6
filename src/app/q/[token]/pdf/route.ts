import { quoteNumber } from "@/modules/quotes/server/build";
import { findQuote, notFound, pdfAnswer } from "@/site/quote-http";
import { handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** The PDF exactly as it was sent (also the link WhatsApp fetches the document from). */
export const GET = handle(async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  const found = await findQuote(token);
  if (!found?.quote.pdf) return notFound(request, token);
  return pdfAnswer(request, found.quote.pdf, `${quoteNumber(found.quote)}.pdf`);
});
