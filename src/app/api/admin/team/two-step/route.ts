import { adminRoute } from "@/modules/auth/server/guard";
import { setTwoFactorRequired, twoFactorRequired } from "@/modules/auth/server/staff-settings";
import { twoStepSettingSchema } from "@/modules/auth/validation";
import { errorJson } from "@/platform/http/respond";

export const dynamic = "force-dynamic";

/** Requires two-step sign-in of everyone (their next sign-in leads them through setting it up). */
export const PUT = adminRoute(
  {
    permission: { team: ["update"] },
    body: twoStepSettingSchema,
    audit: { action: "require-two-step" },
  },
  async ({ body, user, audit }) => {
    if (body.required && !user.twoFactorEnabled)
      return errorJson(
        "Turn on two-step sign-in for yourself first (My account).",
        "TWO_FACTOR_REQUIRED",
        409,
      );
    const before = await twoFactorRequired();
    await setTwoFactorRequired(body.required);
    audit.note({
      entityId: "two-step",
      changes: { before: { required: before }, after: { required: body.required } },
    });
    return Response.json({ required: body.required });
  },
);
