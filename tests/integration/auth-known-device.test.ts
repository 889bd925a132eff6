import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/auth/[...all]/route";
import { KNOWN_DEVICE_COOKIE } from "@/modules/auth/server/known-device";
import { createStaffUser } from "@/modules/auth/server/users";

const ORIGIN = "http://localhost:3000";
const RIGHT = "correct-horse-battery";
const WRONG = "wrong-password-123";

function signIn(email: string, password: string, ip: string, cookie?: string) {
  return POST(
    new Request(`${ORIGIN}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        "x-client-ip": ip,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify({ email, password }),
    }),
  );
}

/** The known-device cookie a response sets, as a Cookie header value. */
function deviceCookie(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`));
  if (!set) throw new Error("no known-device cookie was set");
  return set.split(";")[0]!;
}

/** A stranger spends the account's 20 failures from 20 addresses. */
async function lockAccountForStrangers(email: string) {
  for (let i = 0; i < 20; i++)
    expect((await signIn(email, WRONG, `198.51.100.${i + 10}`)).status).toBe(401);
  expect((await signIn(email, RIGHT, "198.51.100.250")).status).toBe(429);
}

describe("known-device cookie (OWASP device cookies)", () => {
  it("is set on success: signed, httpOnly, SameSite=Lax and long-lived", async () => {
    await createStaffUser({ email: "cookie@example.com", password: RIGHT });
    const res = await signIn("cookie@example.com", RIGHT, "203.0.113.1");
    expect(res.status).toBe(200);
    const set = res.headers.getSetCookie().find((c) => c.startsWith(`${KNOWN_DEVICE_COOKIE}=`))!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);
    expect(Number(set.match(/Max-Age=(\d+)/i)?.[1])).toBeGreaterThanOrEqual(180 * 86_400);
    // The value names no email.
    expect(decodeURIComponent(set)).not.toContain("cookie@example.com");
  });

  it("a stranger's 20 failures do not lock out a known device, while unknown clients are blocked", async () => {
    await createStaffUser({ email: "owner@example.com", password: RIGHT });
    const device = deviceCookie(await signIn("owner@example.com", RIGHT, "203.0.113.2"));
    await lockAccountForStrangers("owner@example.com");

    // The staff member's own browser, from its usual address or a new one.
    expect((await signIn("owner@example.com", RIGHT, "203.0.113.2", device)).status).toBe(200);
    expect((await signIn("owner@example.com", RIGHT, "192.0.2.44", device)).status).toBe(200);
    // Its success reset nothing for anyone else: the account stays closed to unknown clients.
    expect((await signIn("owner@example.com", RIGHT, "198.51.100.251")).status).toBe(429);
    expect((await signIn("owner@example.com", RIGHT, "203.0.113.2")).status).toBe(429);
  });

  it("a known device has a limit of its own: 5 failures, then 429 for that device only", async () => {
    await createStaffUser({ email: "typo@example.com", password: RIGHT });
    const device = deviceCookie(await signIn("typo@example.com", RIGHT, "203.0.113.3"));
    for (let i = 0; i < 5; i++)
      expect((await signIn("typo@example.com", WRONG, "203.0.113.3", device)).status).toBe(401);
    expect((await signIn("typo@example.com", RIGHT, "203.0.113.3", device)).status).toBe(429);
    // Another client is counted on its own.
    expect((await signIn("typo@example.com", RIGHT, "203.0.113.4")).status).toBe(200);
  });

  it("a tampered cookie, or one for another account, counts as an unknown client", async () => {
    await createStaffUser({ email: "victim@example.com", password: RIGHT });
    await createStaffUser({ email: "mallory@example.com", password: RIGHT });
    const mallorys = deviceCookie(await signIn("mallory@example.com", RIGHT, "203.0.113.5"));
    await lockAccountForStrangers("victim@example.com");

    expect((await signIn("victim@example.com", RIGHT, "203.0.113.5", mallorys)).status).toBe(429);
    const [name, value] = mallorys.split("=") as [string, string];
    const raw = decodeURIComponent(value);
    const forged = raw.replace(/^[0-9a-f-]{36}/, "00000000-0000-4000-8000-000000000000");
    expect(
      (
        await signIn(
          "victim@example.com",
          RIGHT,
          "203.0.113.5",
          `${name}=${encodeURIComponent(forged)}`,
        )
      ).status,
    ).toBe(429);
  });

  it("a success resets only that client's address count, not the account's", async () => {
    await createStaffUser({ email: "shared@example.com", password: RIGHT });
    for (let i = 0; i < 19; i++)
      expect((await signIn("shared@example.com", WRONG, `198.51.100.${i + 10}`)).status).toBe(401);
    // An attacker who knows the password of nobody else's account cannot clear the count by
    // signing in: here the owner signs in from a new browser, which does not free the account.
    expect((await signIn("shared@example.com", RIGHT, "203.0.113.6")).status).toBe(200);
    expect((await signIn("shared@example.com", WRONG, "198.51.100.99")).status).toBe(401);
    expect((await signIn("shared@example.com", RIGHT, "198.51.100.98")).status).toBe(429);
  });
});
