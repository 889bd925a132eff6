import { adminRoute } from "@/modules/auth/server/guard";
import { reorderOrdered } from "@/modules/content/server/queries";
import { clientLogos } from "@/modules/content/schema";
import { reorderSchema } from "@/modules/content/validation";

export const dynamic = "force-dynamic";

export const PUT = adminRoute(
  { permission: { logo: ["update"] }, body: reorderSchema, audit: { action: "reorder" } },
  async ({ body }) => {
    await reorderOrdered(clientLogos, body.ids);
    return new Response(null, { status: 204 });
  },
);
