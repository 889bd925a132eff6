import { adminRoute } from "@/modules/auth/server/guard";
import { updateQuote } from "@/modules/quotes/server/build";
import { quoteInputSchema } from "@/modules/quotes/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string; quoteId: string };

/** Edits a draft in place; an edit of a sent quote becomes its next version (the sent one stays). */
export const PUT = adminRoute<P, typeof quoteInputSchema>(
  {
    permission: { lead: ["update"] },
    body: quoteInputSchema,
    audit: { entity: "quote", parent: (p) => `lead:${p.id}` },
  },
  async ({ params, body, user, audit }) => {
    const { quote, before, newVersion } = await updateQuote(
      uuidParam(params.id, "Lead"),
      uuidParam(params.quoteId, "Quote"),
      body,
      user.id,
    );
    audit.note({
      entityId: quote.id,
      action: newVersion ? "new-version" : "update",
      changes: {
        before: { version: before.version, status: before.status, totalMinor: before.totalMinor },
        after: { version: quote.version, status: quote.status, totalMinor: quote.totalMinor },
      },
    });
    return Response.json({ id: quote.id, version: quote.version, status: quote.status });
  },
);
