import { afterEach, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/auth/[...all]/route";
import { adminRoute, currentUser } from "@/modules/auth/server/guard";
import { createStaffUser } from "@/modules/auth/server/users";
import { resetConfigForTests } from "@/platform/config";
import { getDb } from "@/platform/db/client";
import { session } from "@/modules/auth/schema";
import { adminRequest, ctx } from "../setup/auth";
import { allowConsoleError } from "../setup/console";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct-horse-battery";
let n = 0;

async function newUser() {
  const email = `session${++n}@example.com`;
  await createStaffUser({ email, password: PASSWORD });
  return email;
}

function signIn(email: string, password = PASSWORD, origin = ORIGIN, site = origin) {
  return POST(
    new Request(`${site}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ email, password }),
    }),
  );
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
const probe = adminRoute({ permission: { account: ["read"] } }, async ({ user }) =>
  Response.json({ email: user.email }),
);

afterEach(() => {
  process.env.PUBLIC_SITE_URL = ORIGIN;
  resetConfigForTests();
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax, without Secure over plain http", async () => {
    const res = await signIn(await newUser());
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).not.toMatch(/;\s*Secure/i);
  });

  it("never puts the session token where page scripts can read it (response bodies)", async () => {
    const res = await signIn(await newUser());
    const token = decodeURIComponent(cookieOf(res).split("=")[1]!).split(".")[0]!;
    expect(token.length).toBeGreaterThan(10);
    expect(JSON.stringify(await res.json())).not.toContain(token);
    const get = await GET(
      new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie: cookieOf(res) } }),
    );
    const session = await get.json();
    expect(session.user.email).toMatch(/@example\.com$/);
    expect(JSON.stringify(session)).not.toContain(token);
    const list = await GET(
      new Request(`${ORIGIN}/api/auth/list-sessions`, { headers: { cookie: cookieOf(res) } }),
    );
    expect(JSON.stringify(await list.json())).not.toContain(token);
  });

  it("is also Secure when the site is served over https", async () => {
    process.env.PUBLIC_SITE_URL = "https://arcade.example";
    resetConfigForTests();
    const res = await signIn(await newUser(), PASSWORD, "https://arcade.example");
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"));
    expect(cookie).toMatch(/^__Secure-/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
  });

  it("expires 8 hours after the last activity", async () => {
    const res = await signIn(await newUser());
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token"))!;
    expect(Number(cookie.match(/Max-Age=(\d+)/i)?.[1])).toBe(8 * 60 * 60);
  });
});

describe("sessions on the server", () => {
  it("refuses a session revoked on the server", async () => {
    const cookie = cookieOf(await signIn(await newUser()));
    expect((await probe(adminRequest(cookie, "/api/admin/probe"), ctx({}))).status).toBe(200);
    const db = await getDb();
    await db.delete(session);
    expect(await currentUser(new Headers({ cookie }))).toBeNull();
    expect((await probe(adminRequest(cookie, "/api/admin/probe"), ctx({}))).status).toBe(401);
  });

  it("refuses an expired session", async () => {
    const cookie = cookieOf(await signIn(await newUser()));
    const db = await getDb();
    await db.update(session).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await probe(adminRequest(cookie, "/api/admin/probe"), ctx({}))).status).toBe(401);
  });

  it("sign-out revokes the session on the server, so the old cookie no longer works", async () => {
    const cookie = cookieOf(await signIn(await newUser()));
    const out = await POST(
      new Request(`${ORIGIN}/api/auth/sign-out`, {
        method: "POST",
        headers: { cookie, origin: ORIGIN },
      }),
    );
    expect(out.status).toBe(200);
    expect((await probe(adminRequest(cookie, "/api/admin/probe"), ctx({}))).status).toBe(401);
    const get = await GET(new Request(`${ORIGIN}/api/auth/get-session`, { headers: { cookie } }));
    expect(await get.json()).toBeNull();
  });

  it("answers the wrong password with better-auth's invalid credentials code", async () => {
    const res = await signIn(await newUser(), "not-the-password");
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("has no public sign-up", async () => {
    const res = await POST(
      new Request(`${ORIGIN}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ email: "new@example.com", password: PASSWORD, name: "New" }),
      }),
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(await currentUser(new Headers({ cookie: cookieOf(res) }))).toBeNull();
    expect((await signIn("new@example.com")).status).toBe(401);
  });
});

describe("cross-origin requests", () => {
  it("refuses a sign-in POST from another origin", async () => {
    allowConsoleError(); // better-auth logs the refused origin
    const res = await signIn(await newUser(), PASSWORD, "https://evil.example", ORIGIN);
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie()).toHaveLength(0);
  });

  it("refuses a state-changing admin request from another origin even with a valid session", async () => {
    const cookie = cookieOf(await signIn(await newUser()));
    const req = new Request(`${ORIGIN}/api/admin/probe`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
    });
    expect((await probe(req, ctx({}))).status).toBe(403);
  });
});
