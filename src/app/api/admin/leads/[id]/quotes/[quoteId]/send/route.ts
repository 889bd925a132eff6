import { adminRoute } from "@/modules/auth/server/guard";
import { nudgeOutbox } from "@/modules/whatsapp/server";
import { sendQuote } from "@/modules/quotes/server/send";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

/**
 * Sends the quote: frozen as this version, on WhatsApp (the outbox) and by email. A second Send of
 * the same version sends nothing again (only a failed email is retried).
 */
export const POST = adminRoute<{ id: string; quoteId: string }>(
  {
    permission: { lead: ["message"] },
    audit: { entity: "quote", parent: (p) => `lead:${p.id}`, action: "send" },
  },
  async ({ params, user, audit }) => {
    const result = await sendQuote(
      uuidParam(params.id, "Lead"),
      uuidParam(params.quoteId, "Quote"),
      user,
    );
    if (!result.alreadySent) nudgeOutbox();
    audit.note({
      entityId: result.quote.id,
      skip: result.alreadySent,
      changes: {
        before: { status: "draft" },
        after: {
          status: "sent",
          version: result.quote.version,
          validUntil: result.quote.validUntil,
          deliveries: result.deliveries,
        },
      },
    });
    return Response.json({
      id: result.quote.id,
      status: result.quote.status,
      url: result.url,
      alreadySent: result.alreadySent,
      deliveries: result.deliveries,
    });
  },
);
