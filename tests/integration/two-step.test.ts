import { eq } from "drizzle-orm";
import { TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as games from "@/app/api/admin/games/route";
import * as twoStep from "@/app/api/admin/team/two-step/route";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { setTwoFactorRequired } from "@/modules/auth/server/staff-settings";
import { createStaffUser } from "@/modules/auth/server/users";
import { getDb } from "@/platform/db/client";
import * as t from "../support/schema";
import { adminRequest, ctx } from "../setup/auth";

const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct-horse-battery";

/** Cookies as a browser keeps them between calls. */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(";");
      const [name, ...v] = pair!.split("=");
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired || v.join("=") === "") this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), v.join("="));
    }
    return res;
  }
  has(part: string) {
    return [...this.cookies.keys()].some((k) => k.includes(part));
  }
  toString() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

const auth = (jar: Jar, path: string, body: unknown, ip = "203.0.113.50") =>
  authPost(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: ORIGIN,
        cookie: jar.toString(),
        "x-client-ip": ip,
      },
      body: JSON.stringify(body),
    }),
  ).then((res) => jar.take(res));

const adminStatus = async (jar: Jar) =>
  (await games.GET(adminRequest(jar.toString(), "/api/admin/games"), ctx({}))).status;

/** Signs in with the password and turns two-step on; returns the authenticator for codes. */
async function enrol(email: string) {
  const jar = new Jar();
  await auth(jar, "/sign-in/email", { email, password: PASSWORD });
  const enabled = await auth(jar, "/two-factor/enable", { password: PASSWORD });
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const secret = new URL(totpURI).searchParams.get("secret")!;
  const totp = new TOTP({ secret, digits: 6, period: 30 });
  const verified = await auth(jar, "/two-factor/verify-totp", { code: totp.generate() });
  expect(verified.status).toBe(200);
  return { jar, totp, backupCodes };
}

/** A code that is certainly wrong now (the right one shifted by one). */
const wrong = (totp: TOTP) => String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, "0");

beforeAll(async () => {
  await createStaffUser({ email: "boss@example.com", password: PASSWORD, role: "owner" });
});
afterAll(async () => setTwoFactorRequired(false));

describe("two-step sign-in (TOTP)", () => {
  it("asks for the code after the password, refuses a wrong one and signs in with the right one", async () => {
    await createStaffUser({ email: "totp@example.com", password: PASSWORD, role: "editor" });
    const { totp } = await enrol("totp@example.com");
    const [row] = await (
      await getDb()
    )
      .select()
      .from(t.user)
      .where(eq(t.user.email, "totp@example.com"));
    expect(row!.twoFactorEnabled).toBe(true);

    const jar = new Jar();
    const first = await auth(jar, "/sign-in/email", {
      email: "totp@example.com",
      password: PASSWORD,
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    expect(jar.has("session_token")).toBe(false);
    expect(await adminStatus(jar)).toBe(401);

    const bad = await auth(jar, "/two-factor/verify-totp", { code: wrong(totp) });
    expect(bad.status).toBe(401);
    expect((await bad.json()).message).toBe("Invalid code");

    const good = await auth(jar, "/two-factor/verify-totp", { code: totp.generate() });
    expect(good.status).toBe(200);
    expect(JSON.stringify(await good.json())).not.toMatch(/"token"/);
    expect(await adminStatus(jar)).toBe(200);

    const trail = await (
      await getDb()
    )
      .select()
      .from(t.auditLog)
      .where(eq(t.auditLog.actorEmail, "totp@example.com"));
    const actions = trail.map((e) => `${e.action}:${JSON.stringify(e.after)}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        "two-step-on:null",
        'sign-in-failed:{"reason":"wrong code"}',
        'sign-in:{"method":"two-step"}',
      ]),
    );
  });

  it("accepts a backup code once", async () => {
    await createStaffUser({ email: "backup@example.com", password: PASSWORD, role: "sales" });
    const { backupCodes } = await enrol("backup@example.com");
    const use = async () => {
      const jar = new Jar();
      await auth(jar, "/sign-in/email", { email: "backup@example.com", password: PASSWORD });
      return auth(jar, "/two-factor/verify-backup-code", { code: backupCodes[0] });
    };
    expect((await use()).status).toBe(200);
    expect((await use()).status).toBe(401);
  });

  it("applies the sign-in limit to codes: 5 wrong codes, then 429 even after a new password step", async () => {
    await createStaffUser({ email: "guess@example.com", password: PASSWORD, role: "sales" });
    const { totp } = await enrol("guess@example.com");
    const jar = new Jar();
    await auth(jar, "/sign-in/email", { email: "guess@example.com", password: PASSWORD });
    for (let i = 0; i < 5; i++)
      expect((await auth(jar, "/two-factor/verify-totp", { code: wrong(totp) })).status).toBe(401);
    const limited = await auth(jar, "/two-factor/verify-totp", { code: totp.generate() });
    expect(limited.status).toBe(429);
    expect((await limited.json()).message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);

    const again = new Jar();
    await auth(again, "/sign-in/email", { email: "guess@example.com", password: PASSWORD });
    expect((await auth(again, "/two-factor/verify-totp", { code: totp.generate() })).status).toBe(
      429,
    );
    // Another address is counted apart.
    const elsewhere = new Jar();
    await auth(
      elsewhere,
      "/sign-in/email",
      { email: "guess@example.com", password: PASSWORD },
      "198.51.100.8",
    );
    const ok = await auth(
      elsewhere,
      "/two-factor/verify-totp",
      { code: totp.generate() },
      "198.51.100.8",
    );
    expect(ok.status).toBe(200);
  });

  it("when owners require it, refuses the back office to anyone without it until they set it up", async () => {
    const boss = await enrol("boss@example.com");
    const bossCookie = boss.jar.toString();
    const on = await twoStep.PUT(
      adminRequest(bossCookie, "/api/admin/team/two-step", {
        method: "PUT",
        json: { required: true },
      }),
      ctx({}),
    );
    expect(on.status).toBe(200);

    await createStaffUser({ email: "late@example.com", password: PASSWORD, role: "editor" });
    const jar = new Jar();
    expect(
      (await auth(jar, "/sign-in/email", { email: "late@example.com", password: PASSWORD })).status,
    ).toBe(200);
    const refused = await games.GET(adminRequest(jar.toString(), "/api/admin/games"), ctx({}));
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("TWO_FACTOR_REQUIRED");
    expect(await adminStatus(boss.jar)).toBe(200);

    const enabled = await auth(jar, "/two-factor/enable", { password: PASSWORD });
    const secret = new URL((await enabled.json()).totpURI).searchParams.get("secret")!;
    const code = new TOTP({ secret }).generate();
    expect((await auth(jar, "/two-factor/verify-totp", { code })).status).toBe(200);
    expect(await adminStatus(jar)).toBe(200);
  });
});
