import { getAuth } from "@/modules/auth/server/auth";
import type { Role } from "@/modules/auth/permissions";
import { createStaffUser } from "@/modules/auth/server/users";

const ORIGIN = "http://localhost:3000";
let counter = 0;

/** Creates a staff user (an owner unless told) and signs in; returns a Cookie header value. */
export async function signInCookie(role: Role = "owner"): Promise<string> {
  return (await signInAs(role)).cookie;
}

/** As signInCookie, with the person's id and email too. */
export async function signInAs(role: Role = "owner", name?: string) {
  const email = `staff${++counter}-${Date.now()}@example.com`;
  const password = "correct-horse-battery";
  const created = await createStaffUser({ email, password, role, ...(name ? { name } : {}) });
  const auth = await getAuth();
  const res = await auth.handler(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  return { cookie: cookies.join("; "), id: created.id, email };
}

/** A same-origin request as a signed-in staff member would send it. */
export function adminRequest(
  cookie: string,
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Request {
  const headers = new Headers(init.headers);
  headers.set("cookie", cookie);
  headers.set("origin", ORIGIN);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  return new Request(`${ORIGIN}${path}`, { ...init, headers, body });
}

/** Next route handler context with the given params. */
export const ctx = <P extends Record<string, string | string[]>>(params: P) => ({
  params: Promise.resolve(params),
});
