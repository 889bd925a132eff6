import { adminRoute } from "@/modules/auth/server/guard";
import { deleteCategory, renameCategory } from "@/modules/catalog/server/queries";
import { categorySchema } from "@/modules/catalog/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

export const PATCH = adminRoute<{ id: string }, typeof categorySchema>(
  { permission: { category: ["update"] }, body: categorySchema },
  async ({ params, body }) =>
    Response.json(
      await renameCategory(uuidParam(params.id, "Category"), body.name, body.translations),
    ),
);
export const DELETE = adminRoute<{ id: string }>(
  { permission: { category: ["delete"] } },
  async ({ params }) => {
    await deleteCategory(uuidParam(params.id, "Category"));
    return new Response(null, { status: 204 });
  },
);
