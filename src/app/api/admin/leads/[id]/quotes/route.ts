import { adminRoute } from "@/modules/auth/server/guard";
import { createQuote, listQuotes } from "@/modules/quotes/server/build";
import { quoteInputSchema } from "@/modules/quotes/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/** The lead's quotes, every version, newest first. */
export const GET = adminRoute<{ id: string }>(
  { permission: { lead: ["read"] } },
  async ({ params }) => Response.json({ quotes: await listQuotes(uuidParam(params.id, "Lead")) }),
);

/** A new quote (a draft, or awaiting approval when a discount is above the owner's threshold). */
export const POST = adminRoute<{ id: string }, typeof quoteInputSchema>(
  {
    permission: { lead: ["update"] },
    body: quoteInputSchema,
    audit: { entity: "quote", parent: (p) => `lead:${p.id}` },
  },
  async ({ params, body, user, audit }) => {
    const leadId = uuidParam(params.id, "Lead");
    const quote = await createQuote(leadId, body, user.id);
    audit.note({
      entityId: quote.id,
      changes: {
        before: null,
        after: { status: quote.status, totalMinor: quote.totalMinor, currency: quote.currency },
      },
    });
    return Response.json({ id: quote.id, status: quote.status }, { status: 201 });
  },
);
