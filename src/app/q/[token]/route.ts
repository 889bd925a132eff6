import type { QuotePageData } from "@/site/render";
import { recordFirstView } from "@/modules/quotes/server/buyer";
import { buyerIp, findQuote, notFound, pageLink, quoteAnswer, quoteView } from "@/site/quote-http";
import { handle } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

const NOTICES = new Set(["name", "terms", "asked"]);
type Notice = Extract<QuotePageData, { state: "quote" }>["notice"];

/** The buyer's quote page (public, by its link's token alone), in the site's frame. */
export const GET = handle(async (request: Request, ctx: { params: Promise<{ token: string }> }) => {
  const { token } = await ctx.params;
  let found;
  try {
    found = await findQuote(token);
  } catch (e) {
    // Offline, the frame says so instead (503); else the page says it failed, with Try Again.
    console.error("Failed to load the quote", e);
    return quoteAnswer(request, token, { status: 500, language: null, data: { state: "error" } });
  }
  if (!found) return notFound(request, token);
  await recordFirstView(found.quote, buyerIp(request));
  const n = new URL(request.url).searchParams.get("n");
  return quoteAnswer(request, token, {
    status: 200,
    language: found.quote.language,
    data: {
      state: "quote",
      quote: quoteView(found),
      ...pageLink(request, token),
      notice: n && NOTICES.has(n) ? (n as Notice) : null,
    },
  });
});
