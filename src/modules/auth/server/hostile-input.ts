import "server-only";
import { APIError } from "better-auth/api";
import { controlCharsMessage, hasControlChars } from "@/platform/validation/text";
import type { HookContext } from "./hook-context";

/**
 * An email with control characters is refused before anything reads or counts it: PostgreSQL
 * refuses NUL in text, so it would otherwise surface as a 500 from the sign-in limit's insert.
 */
export function refuseHostileEmail(ctx: HookContext): void {
  const email: unknown = ctx.body?.email;
  if (typeof email === "string" && hasControlChars(email))
    throw new APIError("BAD_REQUEST", {
      message: controlCharsMessage("Email"),
      code: "VALIDATION",
    });
}
