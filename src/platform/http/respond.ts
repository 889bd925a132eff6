import { ZodError } from "zod";
import { isAppError } from "@/platform/errors";
import { logUnexpected, requestIdOf } from "@/platform/log-error";

/** Errors cross the API as { error: { message, code, details? } } (one shape for every endpoint). */
export function errorJson(
  message: string,
  code: string,
  status: number,
  details?: unknown,
): Response {
  return Response.json(
    { error: { message, code, ...(details === undefined ? {} : { details }) } },
    { status },
  );
}

export function errorResponse(e: unknown, request?: Request): Response {
  if (isAppError(e)) return errorJson(e.message, e.code, e.status, e.details);
  if (e instanceof ZodError) {
    const first = e.issues[0];
    // The first problem of each field, so a field's message matches the top-level one.
    const fields: Record<string, string> = {};
    for (const i of e.issues) fields[i.path.join(".")] ??= i.message;
    return errorJson(first?.message ?? "Invalid input", "VALIDATION", 400, { fields });
  }
  if (isUniqueViolation(e)) return errorJson("The resource already exists", "CONFLICT", 409);
  // The row it refers to went away meanwhile (deleted by someone else between check and write).
  if (hasPgCode(e, "23503")) return errorJson("A related item no longer exists", "CONFLICT", 409);
  // Kind and request id only: a failed query's parameters are personal data (log-error.ts).
  const requestId = requestIdOf(request);
  logUnexpected("Unexpected error", e, requestId);
  return errorJson("An unexpected error occurred", "INTERNAL", 500, { requestId });
}

/** Postgres unique_violation, from pg or PGlite, possibly wrapped by drizzle. */
export function isUniqueViolation(e: unknown): boolean {
  return hasPgCode(e, "23505");
}

function hasPgCode(e: unknown, code: string): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 4 && cur; i++) {
    if ((cur as { code?: string }).code === code) return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a handler and turns any thrown error into the JSON error shape. */
export function handle<A extends unknown[]>(fn: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await fn(...args);
    } catch (e) {
      return errorResponse(
        e,
        args.find((a): a is Request => a instanceof Request),
      );
    }
  };
}
