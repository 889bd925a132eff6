import { z } from "zod";
import { ROLES } from "./permissions";

// Shared by the team screens and the team endpoints.
const roleSchema = z.enum(ROLES, { error: "Choose a role" });

export const inviteSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .toLowerCase()
    .min(1, "Email is required")
    .max(254, "Email is too long")
    .email("Please enter a valid email address"),
  role: roleSchema,
});

/** One change to a person per request: a new role, deactivate / reactivate, or new leads on / off. */
export const personChangeSchema = z.union([
  z.object({ role: roleSchema }).strict(),
  z.object({ active: z.boolean() }).strict(),
  z.object({ receivesLeads: z.boolean() }).strict(),
]);

export const twoStepSettingSchema = z.object({ required: z.boolean() }).strict();

const MIN_PASSWORD = 12;
const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD, `The password must be at least ${MIN_PASSWORD} characters`)
  .max(256, "The password must be at most 256 characters");

export const acceptInviteSchema = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100),
  password: newPasswordSchema,
});

export const resetPasswordSchema = z.object({ password: newPasswordSchema });
