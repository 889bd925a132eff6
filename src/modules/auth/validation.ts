import { z } from "zod";
import { ROLES } from "./permissions";

// Shared by the team screens and the team endpoints.
const roleSchema = z.enum(ROLES, { error: "Choose a role" });

/** A staff member's email, as typed anywhere (sign-in, invitations, the user CLI). */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .email("Please enter a valid email address");

export const inviteSchema = z.object({ email: emailSchema, role: roleSchema });

/** One change to a person per request: a new role, deactivate / reactivate, or new leads on / off. */
export const personChangeSchema = z.union([
  z.object({ role: roleSchema }).strict(),
  z.object({ active: z.boolean() }).strict(),
  z.object({ receivesLeads: z.boolean() }).strict(),
]);

export const twoStepSettingSchema = z.object({ required: z.boolean() }).strict();

const MIN_PASSWORD = 12;
/** A password being chosen (invitation, reset, the user CLI); sign-in checks only presence. */
export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD, `The password must be at least ${MIN_PASSWORD} characters`)
  .max(256, "The password must be at most 256 characters");

export const acceptInviteSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100),
  password: newPasswordSchema,
});

export const resetPasswordSchema = z.object({ password: newPasswordSchema });

/** Email and password sign-in (better-auth's /sign-in/email, checked by its before-hook too). */
export const signInSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(256),
});

/** One's own password, asked again before two-step sign-in is turned on or off. */
export const confirmPasswordSchema = z.object({
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(256),
});

/** A code from the authenticator app. */
export const totpCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code"),
});

/** One of the backup codes shown when two-step sign-in was set up. */
export const backupCodeSchema = z.object({
  code: z
    .string({ error: "Enter a backup code" })
    .trim()
    .min(1, "Enter a backup code")
    .max(32, "Enter a backup code"),
});
