import { adminRoute } from "@/modules/auth/server/guard";
import { deletePost, savePost } from "@/modules/content/server/queries";
import { blogPostSchema } from "@/modules/content/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string };
export const PUT = adminRoute<P, typeof blogPostSchema>(
  { permission: { blog: ["update"] }, body: blogPostSchema },
  async ({ params, body }) => Response.json(await savePost(body, uuidParam(params.id, "Post"))),
);
export const DELETE = adminRoute<P>({ permission: { blog: ["delete"] } }, async ({ params }) => {
  await deletePost(uuidParam(params.id, "Post"));
  return new Response(null, { status: 204 });
});
