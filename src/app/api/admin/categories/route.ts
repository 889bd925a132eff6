import { adminRoute } from "@/modules/auth/server/guard";
import { createCategory, listCategories } from "@/modules/catalog/server/queries";
import { categorySchema } from "@/modules/catalog/validation";

export const dynamic = "force-dynamic";

export const GET = adminRoute({ permission: { category: ["read"] } }, async () =>
  Response.json({ categories: await listCategories() }),
);
export const POST = adminRoute(
  { permission: { category: ["create"] }, body: categorySchema },
  async ({ body }) => Response.json(await createCategory(body.name), { status: 201 }),
);
