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

let signingOut = false;
/**
 * Sign-out has started: its own navigation to the login page wins. Without this, a read in flight
 * (the side menu's counts, the conversation stream) answered 401 once the session was revoked and
 * sent the page to /admin/login?next=... first.
 */
export function markSigningOut() {
  signingOut = true;
  // A read already sent can reach the server after the session is revoked and come back 401 (a
  // console error, a redirect with ?next=); it is cancelled instead, like the streams.
  for (const leave of leaving) leave();
}

const leaving = new Set<() => void>();
/** Calls `leave` when sign-out starts (a stream closes itself); returns the unsubscribe. */
export function onSigningOut(leave: () => void): () => void {
  leaving.add(leave);
  return () => leaving.delete(leave);
}

/** Whether sign-out has started: what fails from then on is the session ending, not an error. */
export const isSigningOut = () => signingOut;

export async function api<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  // Once sign-out has started, nothing more is asked of the ending session (a refetch sent now
  // would only come back 401); the login page is on its way.
  if (signingOut) throw new ApiError("Signed out", 401, "SIGNED_OUT");
  const headers = new Headers(init.headers);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  headers.set("cache-control", "no-cache");
  const signOut = new AbortController();
  const stop = onSigningOut(() => signOut.abort());
  const signal = init.signal ? AbortSignal.any([init.signal, signOut.signal]) : signOut.signal;
  let res: Response;
  try {
    res = await fetch(path, { ...init, headers, body, signal, credentials: "same-origin" });
  } catch (e) {
    if (signOut.signal.aborted) throw new ApiError("Signed out", 401, "SIGNED_OUT");
    // A cancelled read (the screen moved on) is not a network failure.
    if (init.signal?.aborted) throw e;
    throw new ApiError("Network error. Please check your internet connection.", 0, "NETWORK", e);
  } finally {
    stop();
  }
  if (
    res.status === 401 &&
    !signingOut &&
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
