import { adminRoute } from "@/modules/auth/server/guard";
import { getFooter, saveFooter } from "@/modules/content/server/queries";
import { FOOTER_TYPES, type FooterType } from "@/modules/content";
import { footerSchema } from "@/modules/content/validation";
import { errorJson } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

type P = { type: string };
const isType = (t: string): t is FooterType => (FOOTER_TYPES as readonly string[]).includes(t);

export const GET = adminRoute<P>({ permission: { footer: ["read"] } }, async ({ params }) => {
  if (!isType(params.type)) return errorJson("Content not found", "NOT_FOUND", 404);
  const row = await getFooter(params.type);
  return row ? Response.json(row) : errorJson("Content not found", "NOT_FOUND", 404);
});
export const PUT = adminRoute<P, typeof footerSchema>(
  {
    permission: { footer: ["update"] },
    body: footerSchema,
    audit: { snapshot: (p) => (isType(p.type) ? getFooter(p.type) : Promise.resolve(null)) },
  },
  async ({ params, body }) => {
    if (!isType(params.type)) return errorJson("Content not found", "NOT_FOUND", 404);
    return Response.json(await saveFooter(params.type, body));
  },
);
