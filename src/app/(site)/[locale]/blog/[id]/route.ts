import { getPost } from "@/modules/content/public/queries";
import { attempt } from "@/platform/attempt";
import { sitePage } from "@/site/page-route";

export const dynamic = "force-dynamic";

type Params = { params: Promise<{ locale: string; id: string }> };

/** A blog post (404 for drafts, future posts and ids that name no post). */
export async function GET(request: Request, { params }: Params) {
  const { locale, id } = await params;
  return sitePage(request, locale, "blogPost", async (site) => {
    const read = await attempt("blog post", () => getPost(id, site.locale));
    const post = read?.value ?? null;
    return { data: { post, failed: !read }, status: post || !read ? 200 : 404 };
  });
}
