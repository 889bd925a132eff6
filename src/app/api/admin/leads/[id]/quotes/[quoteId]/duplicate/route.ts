import { adminRoute } from "@/modules/auth/server/guard";
import { duplicateQuote } from "@/modules/quotes/server/build";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** A new quote with the same lines and terms, as a draft. */
export const POST = adminRoute<{ id: string; quoteId: string }>(
  {
    permission: { lead: ["update"] },
    audit: { entity: "quote", parent: (p) => `lead:${p.id}`, action: "duplicate" },
  },
  async ({ params, user, audit }) => {
    const quote = await duplicateQuote(
      uuidParam(params.id, "Lead"),
      uuidParam(params.quoteId, "Quote"),
      user.id,
    );
    audit.note({
      entityId: quote.id,
      changes: { before: { from: params.quoteId }, after: { id: quote.id } },
    });
    return Response.json({ id: quote.id, status: quote.status }, { status: 201 });
  },
);
