import "server-only";
import type { Operator } from "../schema";
import { CONTACT_COOKIE, operatorFromRequest } from "./operator-auth";

/** The machine (by serial) or order (by number) a portal page is, for signing in and coming back. */
type PortalReturn = { serial?: string; order?: string };

/** The sign-in panel a signed-out request is shown instead of the page. */
export type SignInState = PortalReturn & { step?: string; error?: string; contact: string };

/** The number or address a code was just sent to (for the code step), or "". */
function pendingContact(request: Request): string {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONTACT_COOKIE) continue;
    try {
      return decodeURIComponent(rest.join("=")).slice(0, 254);
    } catch {
      return "";
    }
  }
  return "";
}

/**
 * What every portal page starts with: the operator whose session the request carries, or, when
 * signed out, the sign-in panel's state (the step and refused form's code the query says, and the
 * contact the code went to), coming back to the machine or order the page is.
 */
export async function portalGate(
  request: Request,
  back: PortalReturn = {},
): Promise<{ operator: Operator; signIn: null } | { operator: null; signIn: SignInState }> {
  const operator = await operatorFromRequest(request);
  if (operator) return { operator, signIn: null };
  const query = new URL(request.url).searchParams;
  return {
    operator: null,
    signIn: {
      ...back,
      step: query.get("step") ?? undefined,
      error: query.get("error") ?? undefined,
      contact: pendingContact(request),
    },
  };
}
