import { DOCUMENT_KINDS, type DocumentKind } from "@/modules/orders";
import { operatorOrderDocument } from "@/modules/orders/server";
import { operatorFromRequest } from "@/modules/machines/server/operator-auth";
import { isLocale } from "@/platform/i18n/locales";
import { errorJson, handle } from "@/platform/http/respond";
import { notFound } from "../../../../portal-form";

export const dynamic = "force-dynamic";

/**
 * The pro-forma invoice, packing list or commercial invoice of one of the signed-in operator's
 * orders, drawn now in ?locale= (the page's language), else the operator's. Signed out is a 401;
 * another operator's order, like an unknown one, is not found.
 */
export const GET = handle(
  async (request: Request, ctx: { params: Promise<{ number: string; kind: string }> }) => {
    const { number, kind } = await ctx.params;
    const operator = await operatorFromRequest(request);
    if (!operator) return errorJson("Sign in to the portal first", "UNAUTHORIZED", 401);
    if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) return notFound();
    const asked = new URL(request.url).searchParams.get("locale");
    const locale = isLocale(asked) ? asked : operator.locale;
    const doc = await operatorOrderDocument(operator.id, number, kind as DocumentKind, locale);
    if (!doc) return notFound();
    return new Response(new Uint8Array(doc.pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${doc.filename}"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "content-security-policy": "sandbox; default-src 'none'",
      },
    });
  },
);
