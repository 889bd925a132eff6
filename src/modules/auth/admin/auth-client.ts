import { adminClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { ac, roles } from "../permissions";
import { createSessionFetch } from "./session-fetch";

/**
 * The browser side of better-auth. The session lives in an httpOnly cookie; this client only
 * asks the server about it, and re-checks whenever the tab becomes visible again. The periodic
 * re-check (paused while the tab is hidden) is `useSessionRefresh`.
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  sessionOptions: { refetchOnWindowFocus: true, refetchInterval: 0 },
  fetchOptions: { customFetchImpl: createSessionFetch() },
  plugins: [adminClient({ ac, roles }), twoFactorClient()],
});

/** How often a visible back-office tab re-checks (and so slides) the session. */
export const SESSION_REFRESH_MS = 5 * 60_000;
