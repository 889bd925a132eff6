import { ADMIN_PATH_HEADER } from "@/modules/auth/safe-next";

/**
 * The screens whose page reads its first data on the server (`serverAnswer`): a long list the
 * back office opens often. The shell shows them as the server rendered them, trusting the session
 * and connection checks the server made for that request; every other screen (the sign-in form
 * among them) waits for the browser's own checks, so nothing there can be used before the app runs.
 */
const SCREENS = new Set(["/admin/leads", "/admin/quotes", "/admin/machines", "/admin/claims"]);

/** Whether this request (its headers, as the proxy marks an admin page) opens such a screen. */
export function opensScreenWithData(headers: Headers): boolean {
  const path = headers.get(ADMIN_PATH_HEADER);
  return path !== null && SCREENS.has(new URL(path, "http://admin").pathname);
}
