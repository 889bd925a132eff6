import "server-only";
import { APIError } from "better-auth/api";
import type { z } from "zod";
import {
  backupCodeSchema,
  confirmPasswordSchema,
  signInSchema,
  totpCodeSchema,
} from "../validation";
import type { HookContext } from "./hook-context";

/** The sign-in forms' schemas, by the better-auth endpoint each form posts to. */
const SCHEMAS: Record<string, z.ZodType> = {
  "/sign-in/email": signInSchema,
  "/two-factor/verify-totp": totpCodeSchema,
  "/two-factor/verify-backup-code": backupCodeSchema,
  "/two-factor/enable": confirmPasswordSchema,
  "/two-factor/disable": confirmPasswordSchema,
};

/**
 * The staff sign-in forms check their fields with these schemas in the browser; the server
 * checks the same before better-auth reads the body, answering 400 with the field's message.
 */
export function refuseInvalidAuthInput(ctx: HookContext): void {
  const schema = ctx.path ? SCHEMAS[ctx.path] : undefined;
  if (!schema) return;
  const parsed = schema.safeParse(ctx.body ?? {});
  if (parsed.success) return;
  const issue = parsed.error.issues[0];
  throw new APIError("BAD_REQUEST", {
    message: issue?.message ?? "Invalid input",
    code: "VALIDATION",
    fields: issue ? { [issue.path.join(".")]: issue.message } : undefined,
  });
}
