import "server-only";
import { getFooterByType } from "@/modules/content/public/queries";
import type { FooterType } from "@/modules/content/schema";
import { attempt } from "@/platform/attempt";
import { sitePage } from "./page-route";

type Params = { params: Promise<{ locale: string }> };

/** The route handler of a policy page (warranty, shipping, support, FAQ). */
export function policyRoute(type: FooterType) {
  return async function GET(request: Request, { params }: Params) {
    const { locale } = await params;
    return sitePage(request, locale, "policy", async (site) => {
      const read = await attempt(`${type} content`, () => getFooterByType(type, site.locale));
      return { data: { type, entry: read?.value ?? null, failed: !read } };
    });
  };
}
