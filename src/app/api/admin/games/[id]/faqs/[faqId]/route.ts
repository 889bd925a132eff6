import { adminRoute } from "@/modules/auth/server/guard";
import { deleteFaq, saveFaq } from "@/modules/catalog/server/queries";
import { faqSchema } from "@/modules/catalog/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string; faqId: string };
export const PUT = adminRoute<P, typeof faqSchema>(
  { permission: { faq: ["update"] }, body: faqSchema, audit: { parent: (p) => `game:${p.id}` } },
  async ({ params, body }) =>
    Response.json(
      await saveFaq(uuidParam(params.id, "Game"), body, uuidParam(params.faqId, "FAQ")),
    ),
);
export const DELETE = adminRoute<P>(
  { permission: { faq: ["delete"] }, audit: { parent: (p) => `game:${p.id}` } },
  async ({ params }) => {
    await deleteFaq(uuidParam(params.id, "Game"), uuidParam(params.faqId, "FAQ"));
    return new Response(null, { status: 204 });
  },
);
