import { adminRoute } from "@/modules/auth/server/guard";
import { listFaqs, saveFaq } from "@/modules/catalog/server/queries";
import { faqSchema } from "@/modules/catalog/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string };
export const GET = adminRoute<P>({ permission: { faq: ["read"] } }, async ({ params }) =>
  Response.json({ faqs: await listFaqs(uuidParam(params.id, "Game")) }),
);
export const POST = adminRoute<P, typeof faqSchema>(
  { permission: { faq: ["create"] }, body: faqSchema, audit: { parent: (p) => `game:${p.id}` } },
  async ({ params, body }) =>
    Response.json(await saveFaq(uuidParam(params.id, "Game"), body), { status: 201 }),
);
