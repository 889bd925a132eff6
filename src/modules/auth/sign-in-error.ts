/** The sign-in error texts. */
const SIGN_IN_ERRORS = {
  invalid: "Invalid email or password",
  unconfirmed: "Please confirm your email address",
  unexpected: "An unexpected error occurred",
  network: "Network error. Please check your internet connection.",
} as const;

/** A failed fetch (no answer at all): TypeError in every browser, or a status of 0. */
function isNetworkError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return (
    typeof error === "object" && error !== null && (error as { status?: unknown }).status === 0
  );
}

/** Maps a sign-in failure (better-auth error object or thrown error) to the text shown to staff. */
export function signInErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return SIGN_IN_ERRORS.network;
  if (typeof error !== "object" || error === null) return SIGN_IN_ERRORS.unexpected;
  const { message, code } = error as { message?: unknown; code?: unknown };
  const text = typeof message === "string" ? message.trim() : "";
  if (code === "INVALID_EMAIL_OR_PASSWORD" || text.includes("Invalid login credentials"))
    return SIGN_IN_ERRORS.invalid;
  if (code === "EMAIL_NOT_VERIFIED" || text.includes("Email not confirmed"))
    return SIGN_IN_ERRORS.unconfirmed;
  return text || SIGN_IN_ERRORS.unexpected;
}
