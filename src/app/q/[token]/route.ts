import { buyerPage, type PageNotice } from "@/modules/quotes/server/buyer-page";
import { recordFirstView } from "@/modules/quotes/server/buyer";
import { buyerIp, findQuote, htmlResponse, notFound } from "@/modules/quotes/server/buyer-http";
import { quoteTexts } from "@/modules/quotes/server/i18n";
import { handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

const NOTICES = new Set(["name", "terms", "asked"]);

/** The buyer's quote page (public, by its link's token alone). */
export const GET = handle(async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  const found = await findQuote(token);
  if (!found) return notFound();
  await recordFirstView(found.quote, buyerIp(request));
  const n = new URL(request.url).searchParams.get("n");
  return htmlResponse(
    buyerPage({
      quote: found.quote,
      buyerName: found.buyerName,
      token,
      texts: await quoteTexts(found.quote.language),
      notice: n && NOTICES.has(n) ? (n as PageNotice) : null,
    }),
  );
});
