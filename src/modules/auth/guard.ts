import "server-only";
import type { z } from "zod";
import { ADMIN_JSON_LIMIT, readJsonBody } from "@/platform/http/read-body";
import { errorJson, handle } from "@/platform/http/respond";
import { getAuth, trustedOrigins } from "./auth";

export type StaffUser = { id: string; email: string; name: string };

/** The signed-in staff member for this request, or null. */
export async function currentUser(headers: Headers): Promise<StaffUser | null> {
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers });
  if (!result) return null;
  return { id: result.user.id, email: result.user.email, name: result.user.name };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

type Ctx<P> = { params: Promise<P> };
type Handler<P, B> = (args: {
  request: Request;
  params: P;
  body: B;
  user: StaffUser;
}) => Promise<Response>;

/**
 * The one guard for every admin endpoint: 401 without a valid session, 403 for a
 * state-changing request from another origin, 413 for a JSON body over 1 MiB (read only after
 * the session check), 400 when it is not JSON or fails the schema.
 */
export function adminRoute<P = Record<string, string>, S extends z.ZodType | undefined = undefined>(
  opts: { body?: S },
  handler: Handler<P, S extends z.ZodType ? z.infer<S> : undefined>,
) {
  return handle(async (request: Request, ctx: Ctx<P>) => {
    if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
      return errorJson("Cross-origin request refused", "FORBIDDEN", 403);
    }
    const user = await currentUser(request.headers);
    if (!user) return errorJson("Authentication required", "UNAUTHORIZED", 401);
    const params = ctx?.params ? await ctx.params : ({} as P);
    let body: unknown = undefined;
    if (opts.body) {
      body = opts.body.parse(await readJsonBody(request, ADMIN_JSON_LIMIT));
    }
    return handler({ request, params, body: body as never, user });
  });
}

export function isSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  // Browsers always send Origin on cross-site state-changing requests; its absence means a
  // same-origin navigation or a non-browser client, which still needs the session cookie.
  if (!origin) return true;
  return trustedOrigins(request).includes(origin);
}
