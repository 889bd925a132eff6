import { adminRoute } from "@/modules/auth/server/guard";
import { savePost } from "@/modules/content/server/queries";
import { listPostsAdminPage } from "@/modules/content/server/blog-list";
import { blogListParamsSchema, blogPostSchema } from "@/modules/content/validation";

export const dynamic = "force-dynamic";

/** One page of posts, newest first: ?page=&status=&q=&from=&to=. */
export const GET = adminRoute({ permission: { blog: ["read"] } }, async ({ request }) => {
  const params = blogListParamsSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const page = await listPostsAdminPage(params);
  return Response.json({
    posts: page.rows,
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
  });
});
export const POST = adminRoute(
  { permission: { blog: ["create"] }, body: blogPostSchema },
  async ({ body }) => Response.json(await savePost(body), { status: 201 }),
);
