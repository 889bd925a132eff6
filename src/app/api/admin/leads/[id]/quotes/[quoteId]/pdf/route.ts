import { adminRoute } from "@/modules/auth/server/guard";
import { loadQuote, quoteNumber } from "@/modules/quotes/server/build";
import { getDb } from "@/platform/db/client";
import { errorJson } from "@/platform/http/respond";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** The PDF exactly as the buyer received it (sent versions only). */
export const GET = adminRoute<{ id: string; quoteId: string }>(
  { permission: { lead: ["read"] } },
  async ({ params }) => {
    const q = await loadQuote(
      await getDb(),
      uuidParam(params.id, "Lead"),
      uuidParam(params.quoteId, "Quote"),
    );
    if (!q.pdf) return errorJson("This quote has not been sent yet", "NOT_FOUND", 404);
    return new Response(new Uint8Array(q.pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${quoteNumber(q)}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  },
);
