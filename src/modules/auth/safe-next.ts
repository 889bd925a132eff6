/** Where a signed-in staff member lands by default. */
export const ADMIN_HOME = "/admin/games";
export const LOGIN_PATH = "/admin/login";
/** Request header set by src/proxy.ts so server layouts know the path they render. */
export const ADMIN_PATH_HEADER = "x-admin-path";

/**
 * The `next` target after sign-in: only a same-site /admin path (never the login page itself,
 * another host, or a path that escapes /admin); anything else falls back to /admin/games.
 */
export function safeAdminPath(next: string | null | undefined): string {
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.includes("\\"))
    return ADMIN_HOME;
  let url: URL;
  try {
    url = new URL(next, "http://site.invalid");
  } catch {
    return ADMIN_HOME;
  }
  if (url.origin !== "http://site.invalid") return ADMIN_HOME;
  const path = url.pathname;
  if (path !== "/admin" && !path.startsWith("/admin/")) return ADMIN_HOME;
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`)) return ADMIN_HOME;
  return path + url.search + url.hash;
}

export function loginUrl(next?: string | null): string {
  const target = safeAdminPath(next);
  return target === ADMIN_HOME ? LOGIN_PATH : `${LOGIN_PATH}?next=${encodeURIComponent(target)}`;
}
