import { adminRoute } from "@/modules/auth/server/guard";
import { approveQuote } from "@/modules/quotes/server/build";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** An owner approves a quote's discounts above the threshold; who and when are kept on it. */
export const POST = adminRoute<{ id: string; quoteId: string }>(
  {
    permission: { quote: ["approve"] },
    audit: { entity: "quote", parent: (p) => `lead:${p.id}`, action: "approve" },
  },
  async ({ params, user, audit }) => {
    const quote = await approveQuote(
      uuidParam(params.id, "Lead"),
      uuidParam(params.quoteId, "Quote"),
      user.id,
    );
    audit.note({
      entityId: quote.id,
      changes: {
        before: { status: "awaiting_approval" },
        after: { approvedBy: user.id, approvedAt: quote.approvedAt },
      },
    });
    return Response.json({ id: quote.id, status: quote.status, approvedAt: quote.approvedAt });
  },
);
