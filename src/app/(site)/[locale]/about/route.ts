import { getAbout } from "@/modules/content/public/queries";
import { attempt } from "@/platform/attempt";
import { sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

/** The about page. */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  return sitePage(request, locale, "about", async (site) => {
    const read = await attempt("about page", () => getAbout(site.locale));
    return { data: { about: read?.value ?? null, failed: !read } };
  });
}
