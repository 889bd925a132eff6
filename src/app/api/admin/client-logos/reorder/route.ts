import { adminRoute } from "@/modules/auth/server/guard";
import { reorderOrdered } from "@/modules/content/server/queries";
import { reorderSchema } from "@/modules/content/validation";

export const dynamic = "force-dynamic";

export const PUT = adminRoute(
  { permission: { logo: ["update"] }, body: reorderSchema, audit: { action: "reorder" } },
  async ({ body }) => {
    await reorderOrdered("logos", body.ids);
    return new Response(null, { status: 204 });
  },
);
