import { createAuthClient } from "better-auth/react";

/**
 * The browser side of better-auth. The session lives in an httpOnly cookie; this client only
 * asks the server about it. It re-checks when the tab becomes visible again and every 5 minutes
 * while visible (which also slides the server-side expiry while the staff member works).
 */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  sessionOptions: { refetchOnWindowFocus: true, refetchInterval: 5 * 60 },
});
