import { adminRoute } from "@/modules/auth/server/guard";
import { listTestimonials, saveTestimonial } from "@/modules/content/server/queries";
import { testimonialSchema } from "@/modules/content/validation";

export const dynamic = "force-dynamic";

export const GET = adminRoute({ permission: { testimonial: ["read"] } }, async () =>
  Response.json({ items: await listTestimonials() }),
);
export const POST = adminRoute(
  { permission: { testimonial: ["create"] }, body: testimonialSchema },
  async ({ body }) => Response.json(await saveTestimonial(body), { status: 201 }),
);
