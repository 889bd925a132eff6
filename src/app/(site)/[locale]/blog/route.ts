import { listPosts } from "@/modules/content/public/queries";
import { attempt } from "@/platform/attempt";
import { sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

/** The blog, or its posts of one tag (`?tag=`). */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  const tag = new URL(request.url).searchParams.get("tag")?.trim() || null;
  return sitePage(request, locale, "blog", async (site) => {
    const read = await attempt("blog posts", () => listPosts(undefined, site.locale));
    return { data: { posts: read?.value ?? null, tag } };
  });
}
