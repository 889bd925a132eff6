import "server-only";
import { isAPIError } from "better-auth/api";
import { AppError } from "@/platform/errors";

export const LAST_OWNER_MESSAGE =
  "The last owner cannot be removed or demoted. Make someone else an owner first.";

export const lastOwner = () =>
  new AppError(LAST_OWNER_MESSAGE, { code: "LAST_OWNER", status: 409 });

/** The database trigger's refusal (the backstop of the last-owner rule), wherever it is wrapped. */
function isLastOwnerError(e: unknown): boolean {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur; i++) {
    const { hint, message } = cur as { hint?: string; message?: string };
    if (hint === "LAST_OWNER" || message?.includes("The last owner cannot be removed")) return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
}

/** A better-auth APIError as our error shape (status and message kept). */
export function fromAuthError(e: unknown): unknown {
  if (isLastOwnerError(e)) return lastOwner();
  if (!isAPIError(e)) return e;
  const body = e.body as { message?: string; code?: string } | undefined;
  return new AppError(body?.message ?? e.message, {
    code: body?.code ?? "AUTH_ERROR",
    status: e.statusCode,
  });
}
