import { adminRoute } from "@/modules/auth/server/guard";
import { listPostsAdmin, savePost } from "@/modules/content/server/queries";
import { blogPostSchema } from "@/modules/content/validation";

export const dynamic = "force-dynamic";

export const GET = adminRoute({ permission: { blog: ["read"] } }, async () =>
  Response.json({ posts: await listPostsAdmin() }),
);
export const POST = adminRoute(
  { permission: { blog: ["create"] }, body: blogPostSchema },
  async ({ body }) => Response.json(await savePost(body), { status: 201 }),
);
