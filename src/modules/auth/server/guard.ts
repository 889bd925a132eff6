import "server-only";
import type { z } from "zod";
import { ADMIN_JSON_LIMIT, readJsonBody } from "@/platform/http/read-body";
import { errorJson, handle } from "@/platform/http/respond";
import { getAuth, trustedOrigins } from "./auth";
import { beginAudit, type AuditNote, type AuditOptions } from "./audit-trail";
import { refuseOutsideRole } from "./authorize";
import type { Permission } from "../permissions";

export type StaffUser = {
  id: string;
  email: string;
  name: string;
  role: string | null;
  twoFactorEnabled: boolean;
  sessionId: string;
};

/** The signed-in staff member for this request, or null. */
export async function currentUser(headers: Headers): Promise<StaffUser | null> {
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  const { id, email, name, role, twoFactorEnabled } = result.user;
  return {
    id,
    email,
    name,
    role: role ?? null,
    twoFactorEnabled: twoFactorEnabled === true,
    sessionId: result.session.id,
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type Ctx<P> = { params: Promise<P> };
type Handler<P, B> = (args: {
  request: Request;
  params: P;
  body: B;
  user: StaffUser;
  audit: AuditNote;
}) => Promise<Response>;

/**
 * The one guard for every admin endpoint: 401 without a valid session, 403 for a
 * state-changing request from another origin or outside the person's role (the permission is
 * required, so no endpoint can be declared without one), 413 for a JSON body over 1 MiB (read
 * only after the session check), 400 when it is not JSON or fails the schema. Every successful
 * write is recorded in the audit trail.
 */
export function adminRoute<P = Record<string, string>, S extends z.ZodType | undefined = undefined>(
  opts: { permission: Permission; body?: S; audit?: AuditOptions<P> },
  handler: Handler<P, S extends z.ZodType ? z.infer<S> : undefined>,
) {
  return handle(async (request: Request, ctx: Ctx<P>) => {
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
      return errorJson("Cross-origin request refused", "FORBIDDEN", 403);
    }
    const user = await currentUser(request.headers);
    if (!user) return errorJson("Authentication required", "UNAUTHORIZED", 401);
    const refused = await refuseOutsideRole(user, opts.permission);
    if (refused) return refused;
    const params = ctx?.params ? await ctx.params : ({} as P);
    let body: unknown = undefined;
    if (opts.body) {
      body = opts.body.parse(await readJsonBody(request, ADMIN_JSON_LIMIT));
    }
    const trail = await beginAudit({ request, user, params, ...opts });
    return trail.finish(
      await handler({ request, params, body: body as never, user, audit: trail }),
      body,
    );
  });
}

export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  // Browsers always send Origin on cross-site state-changing requests; its absence means a
  // same-origin navigation or a non-browser client, which still needs the session cookie.
  if (!origin) return true;
  return trustedOrigins(request).includes(origin);
}
