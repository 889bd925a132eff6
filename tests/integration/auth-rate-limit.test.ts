import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/auth/[...all]/route";
import { createStaffUser } from "@/modules/auth/server/users";

const ORIGIN = "http://localhost:3000";

// x-client-ip is what server.ts sets from the socket (tests/e2e/hardening.test.ts forges it
// against every per-client limit).
function signIn(email: string, password: string, ip = "203.0.113.7", cookie?: string) {
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

describe("sign-in rate limit (5 failures per email and IP in 15 minutes, kept in the database)", () => {
  it("answers 429 with when to retry after 5 failures, even for the right password", async () => {
    await createStaffUser({ email: "limit@example.com", password: "correct-horse-battery" });
    for (let i = 0; i < 5; i++) {
      const res = await signIn("limit@example.com", "wrong-password-123");
      expect(res.status).toBe(401);
    }
    const blocked = await signIn("limit@example.com", "correct-horse-battery");
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    const body = await blocked.json();
    expect(body.message).toMatch(
      /Too many failed sign-in attempts\. Please try again in 15 minutes\./,
    );
    expect(blocked.headers.getSetCookie()).toHaveLength(0);
  });

  it("counts per email and IP: another IP or another email is not blocked", async () => {
    await createStaffUser({ email: "other-ip@example.com", password: "correct-horse-battery" });
    for (let i = 0; i < 5; i++)
      await signIn("other-ip@example.com", "wrong-password-123", "198.51.100.1");
    expect(
      (await signIn("other-ip@example.com", "correct-horse-battery", "198.51.100.1")).status,
    ).toBe(429);
    expect(
      (await signIn("other-ip@example.com", "correct-horse-battery", "198.51.100.2")).status,
    ).toBe(200);
    expect((await signIn("Unknown@Example.com", "wrong-password-123", "198.51.100.1")).status).toBe(
      401,
    );
  });

  it("counts the email case-insensitively", async () => {
    for (let i = 0; i < 5; i++) await signIn(`Case@Example.com`, "wrong-password-123", "192.0.2.9");
    expect((await signIn("case@example.com", "wrong-password-123", "192.0.2.9")).status).toBe(429);
  });

  it("resets the count after a successful sign-in", async () => {
    await createStaffUser({ email: "reset@example.com", password: "correct-horse-battery" });
    for (let i = 0; i < 4; i++)
      expect((await signIn("reset@example.com", "wrong-password-123")).status).toBe(401);
    expect((await signIn("reset@example.com", "correct-horse-battery")).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await signIn("reset@example.com", "wrong-password-123")).status).toBe(401);
    // Without the reset this would be the sixth failure in the window.
    expect((await signIn("reset@example.com", "correct-horse-battery")).status).toBe(200);
  });
});

describe("sign-in rate limit under load and spread over addresses", () => {
  it("lets no more than 5 of 12 simultaneous wrong guesses through", async () => {
    await createStaffUser({ email: "burst@example.com", password: "correct-horse-battery" });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        signIn("burst@example.com", "wrong-password-123", "203.0.113.50"),
      ),
    );
    expect(statuses.filter((r) => r.status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(7);
  });

  it("stops one account after 20 failures from many addresses", async () => {
    await createStaffUser({ email: "spread@example.com", password: "correct-horse-battery" });
    for (let i = 0; i < 20; i++)
      expect(
        (await signIn("spread@example.com", "wrong-password-123", `198.51.100.${i + 10}`)).status,
      ).toBe(401);
    expect(
      (await signIn("spread@example.com", "correct-horse-battery", "198.51.100.200")).status,
    ).toBe(429);
  });

  it("does not count a malformed request as a guess", async () => {
    for (let i = 0; i < 6; i++) {
      const res = await POST(
        new Request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: ORIGIN,
            "x-client-ip": "192.0.2.77",
          },
          body: JSON.stringify({ email: "not-an-email", password: "x" }),
        }),
      );
      expect(res.status).toBe(400);
    }
  });
});
