import { adminRoute } from "@/modules/auth/server/guard";
import { approveQuote } from "@/modules/quotes/server/build";
import { approveSchema } from "@/modules/quotes/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/**
 * An owner approves a quote needing it (its effective discount, a hand-priced line): the content
 * they were shown, named by its fingerprint; who and when are kept on it.
 */
export const POST = adminRoute<{ id: string; quoteId: string }, typeof approveSchema>(
  {
    permission: { quote: ["approve"] },
    body: approveSchema,
    audit: { entity: "quote", parent: (p) => `lead:${p.id}`, action: "approve" },
  },
  async ({ params, body, user, audit }) => {
    const quote = await approveQuote(
      uuidParam(params.id, "Lead"),
      uuidParam(params.quoteId, "Quote"),
      user.id,
      body.fingerprint,
    );
    audit.note({
      entityId: quote.id,
      changes: {
        before: { status: "awaiting_approval" },
        after: {
          approvedBy: user.id,
          approvedAt: quote.approvedAt,
          fingerprint: quote.approvedFingerprint,
          totalMinor: quote.totalMinor,
        },
      },
    });
    return Response.json({ id: quote.id, status: quote.status, approvedAt: quote.approvedAt });
  },
);
