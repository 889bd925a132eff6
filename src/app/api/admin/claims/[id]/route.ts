import { adminRoute } from "@/modules/auth/server/guard";
import { getClaim, updateClaim } from "@/modules/machines/server/claims";
import { claimUpdateSchema } from "@/modules/machines/validation";
import { AppError } from "@/platform/errors";
import { uuidParam } from "@/platform/http/params";
import { nudgeOutbox } from "@/modules/whatsapp/server";

export const dynamic = "force-dynamic";

type P = { id: string };

const load = async (p: P) => {
  const claim = await getClaim(uuidParam(p.id, "Claim"));
  if (!claim) throw new AppError("Claim not found", { code: "NOT_FOUND", status: 404 });
  return claim;
};

export const GET = adminRoute<P>({ permission: { claim: ["read"] } }, async ({ params }) =>
  Response.json(await load(params)),
);

/** Moves a claim on (in review, approved, rejected with a reason, parts shipped with a tracking
 * reference, closed); the operator is told by WhatsApp or email. */
export const PATCH = adminRoute<P, typeof claimUpdateSchema>(
  {
    permission: { claim: ["update"] },
    body: claimUpdateSchema,
    audit: {
      snapshot: async (p) => {
        const c = await load(p);
        return { status: c.status, reason: c.reason, trackingRef: c.trackingRef };
      },
    },
  },
  async ({ params, body }) => {
    const claim = await updateClaim(uuidParam(params.id, "Claim"), body);
    nudgeOutbox();
    return Response.json(claim);
  },
);
