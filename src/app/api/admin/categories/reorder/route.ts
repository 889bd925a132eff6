import { adminRoute } from "@/modules/auth/server/guard";
import { reorder } from "@/modules/catalog/server/queries";
import { reorderSchema } from "@/modules/catalog/validation";
import { invalidate, TAGS } from "@/platform/cache";

export const dynamic = "force-dynamic";

/** The full list of category ids in their new order; orders become 0..n-1. */
export const PUT = adminRoute(
  { permission: { category: ["update"] }, body: reorderSchema, audit: { action: "reorder" } },
  async ({ body }) => {
    await reorder("categories", body.ids);
    invalidate(TAGS.categories);
    return new Response(null, { status: 204 });
  },
);
