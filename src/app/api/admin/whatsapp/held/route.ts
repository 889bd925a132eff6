import { z } from "zod";
import { adminRoute } from "@/modules/auth/server/guard";
import { decideHeld } from "@/modules/whatsapp/server/outbox/held";
import { nudgeOutbox } from "@/modules/whatsapp/server/outbox/worker";

export const dynamic = "force-dynamic";

const decision = z.object({
  action: z.enum(["approve", "discard"], { message: "Choose approve or discard" }),
});

/** Owners approve (send) or discard every WhatsApp message held during a surge of leads. */
export const POST = adminRoute(
  { permission: { whatsappSettings: ["update"] }, body: decision },
  async ({ body }) => {
    const count = await decideHeld(body.action);
    if (body.action === "approve" && count > 0) nudgeOutbox();
    return Response.json({ count });
  },
);
