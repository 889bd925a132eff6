import { adminRoute } from "@/modules/auth/server/guard";
import { removeOrdered, saveTestimonial, setActive } from "@/modules/content/server/queries";
import { activeSchema, testimonialSchema } from "@/modules/content/validation";
import { uuidParam } from "@/platform/http/params";

export const dynamic = "force-dynamic";

type P = { id: string };
export const PUT = adminRoute<P, typeof testimonialSchema>(
  { permission: { testimonial: ["update"] }, body: testimonialSchema },
  async ({ params, body }) =>
    Response.json(await saveTestimonial(body, uuidParam(params.id, "Testimonial"))),
);
export const PATCH = adminRoute<P, typeof activeSchema>(
  { permission: { testimonial: ["update"] }, body: activeSchema },
  async ({ params, body }) =>
    Response.json(
      await setActive("testimonials", uuidParam(params.id, "Testimonial"), body.active),
    ),
);
export const DELETE = adminRoute<P>(
  { permission: { testimonial: ["delete"] } },
  async ({ params }) => {
    await removeOrdered("testimonials", uuidParam(params.id, "Testimonial"));
    return new Response(null, { status: 204 });
  },
);
