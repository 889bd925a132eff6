import { adminRoute } from "@/modules/auth/server/guard";
import { DOCUMENT_KINDS, type DocumentKind } from "@/modules/orders";
import { orderDocument } from "@/modules/orders/server";
import { orderIdOf } from "@/modules/orders/server/params";
import { documentQuerySchema } from "@/modules/orders/validation";
import { AppError } from "@/platform/errors";

export const dynamic = "force-dynamic";

/**
 * An order's pro-forma invoice, packing list or commercial invoice as a PDF, drawn now from the
 * order and the current settings and catalogue: ?locale= for a language other than the buyer's.
 */
export const GET = adminRoute<{ id: string; kind: string }>(
  { permission: { order: ["read"] } },
  async ({ params, request }) => {
    const id = orderIdOf(params);
    if (!(DOCUMENT_KINDS as readonly string[]).includes(params.kind))
      throw new AppError("No such document: proforma, packing-list or commercial-invoice", {
        code: "NOT_FOUND",
        status: 404,
      });
    const { locale } = documentQuerySchema.parse(
      Object.fromEntries(new URL(request.url).searchParams),
    );
    const { pdf, filename } = await orderDocument(id, params.kind as DocumentKind, locale);
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${filename}"`,
        "cache-control": "private, no-store",
      },
    });
  },
);
