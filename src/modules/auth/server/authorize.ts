import "server-only";
import { errorJson } from "@/platform/http/respond";
import { can, NO_PERMISSION, type Permission } from "../permissions";
import { twoFactorRequired } from "./staff-settings";
import type { StaffUser } from "./guard";

const TWO_FACTOR_SETUP_MESSAGE = "Set up two-step sign-in before you continue.";

/**
 * 403 when the signed-in person's role does not allow the endpoint's permission, or while the
 * owners require two-step sign-in and this person has not set it up yet; null when allowed.
 */
export async function refuseOutsideRole(
  user: StaffUser,
  permission: Permission,
): Promise<Response | null> {
  if (!can(user.role, permission)) return errorJson(NO_PERMISSION, "FORBIDDEN", 403);
  if (!user.twoFactorEnabled && (await twoFactorRequired()))
    return errorJson(TWO_FACTOR_SETUP_MESSAGE, "TWO_FACTOR_REQUIRED", 403);
  return null;
}
