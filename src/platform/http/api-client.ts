/** Browser-side JSON calls to our API; a failure throws ApiError with the server's message and status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * Aborted when sign-out starts: its own navigation to the login page wins. Without it, a read in
 * flight (the side menu's counts, the conversation stream) could reach the server after the session
 * was revoked, come back 401 (a console error) and send the page to /admin/login?next=... first.
 */
const signOut = new AbortController();

/** Sign-out has started: every request still in flight is cancelled, and no other is sent. */
export function markSigningOut() {
  signOut.abort();
}

/** Calls `leave` when sign-out starts (a stream closes itself); returns the unsubscribe. */
export function onSigningOut(leave: () => void): () => void {
  signOut.signal.addEventListener("abort", leave, { once: true });
  return () => signOut.signal.removeEventListener("abort", leave);
}

/** Whether sign-out has started: what fails from then on is the session ending, not an error. */
export const isSigningOut = () => signOut.signal.aborted;

const signedOut = () => new ApiError("Signed out", 401, "SIGNED_OUT");

export async function api<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  // Once sign-out has started, nothing more is asked of the ending session (a refetch sent now
  // would only come back 401); the login page is on its way.
  if (isSigningOut()) throw signedOut();
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  headers.set("cache-control", "no-cache");
  const signal = init.signal ? AbortSignal.any([init.signal, signOut.signal]) : signOut.signal;
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers, body, signal, credentials: "same-origin" });
  } catch (e) {
    if (isSigningOut()) throw signedOut();
    // A cancelled read (the screen moved on) is not a network failure.
    if (init.signal?.aborted) throw e;
    throw new ApiError("Network error. Please check your internet connection.", 0, "NETWORK", e);
  }
  if (
    res.status === 401 &&
    !isSigningOut() &&
    typeof window !== "undefined" &&
    window.location.pathname.startsWith("/admin")
  ) {
    // An expired or revoked session sends the staff member back to sign in.
    const next = encodeURIComponent(window.location.pathname + window.location.search);
    // A full page load on purpose: no admin data stays in memory after the session is gone.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign(`/admin/login?next=${next}`);
  }
  const data = res.status === 204 ? null : await res.json().catch(() => null);
  // Sign-out started while the body was read: the read was cancelled with the request.
  if (isSigningOut()) throw signedOut();
  if (!res.ok) {
    const err = (data as { error?: { message?: string; code?: string; details?: unknown } } | null)
      ?.error;
    throw new ApiError(
      err?.message ?? `Request failed (${res.status})`,
      res.status,
      err?.code,
      err?.details,
    );
  }
  return data as T;
}
