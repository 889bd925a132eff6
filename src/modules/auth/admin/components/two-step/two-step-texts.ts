/** The two-step sign-in texts. */
export const TWO_STEP_TEXTS = {
  codeLabel: "Enter the 6-digit code from your authenticator app",
  backupLabel: "Enter one of your backup codes",
  invalid: "Invalid code",
} as const;

/** better-auth's failure for a wrong code, as the words staff see. */
export function codeErrorMessage(error: { code?: string; message?: string; status?: number }) {
  if (error.code === "INVALID_CODE" || error.code === "INVALID_BACKUP_CODE")
    return TWO_STEP_TEXTS.invalid;
  return error.message || TWO_STEP_TEXTS.invalid;
}
