import { TOTP } from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";
import * as person from "@/app/api/admin/team/[id]/route";
import { POST as authPost } from "@/app/api/auth/[...all]/route";
import { KNOWN_DEVICE_COOKIE } from "@/modules/auth/server/known-device";
import { SIGN_IN_LIMIT } from "@/modules/auth/server/sign-in-limit";
import { createStaffUser } from "@/modules/auth/server/users";
import { usage } from "@/platform/rate-limit/limit";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

// A sign-in with two-step on is finished only by its second step (the known-
// device cookie and the clearing of the address count wait for the code); the per-address code
// limit counts an IPv6 client by its /64 like every other limit; a deactivated account's right
// password answers exactly like a wrong one.
const ORIGIN = "http://localhost:3000";
const PASSWORD = "correct-horse-battery";

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

const auth = (jar: Jar, path: string, body: unknown, ip: string) =>
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

async function enrol(email: string) {
  await createStaffUser({ email, password: PASSWORD, role: "editor" });
  const jar = new Jar();
  await auth(jar, "/sign-in/email", { email, password: PASSWORD }, "198.51.100.1");
  const enabled = await auth(jar, "/two-factor/enable", { password: PASSWORD }, "198.51.100.1");
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const totp = new TOTP({ secret: new URL(totpURI).searchParams.get("secret")!, digits: 6 });
  expect(
    (await auth(jar, "/two-factor/verify-totp", { code: totp.generate() }, "198.51.100.1")).status,
  ).toBe(200);
  return totp;
}
const wrong = (totp: TOTP) => String((Number(totp.generate()) + 1) % 1_000_000).padStart(6, "0");

let owner = "";
beforeAll(async () => {
  owner = await signInCookie("owner");
});

describe("a sign-in with two-step on", () => {
  it("remembers the device and clears the address count only after the right code", async () => {
    const email = "second-step@example.com";
    const totp = await enrol(email);
    const ip = "203.0.113.77";
    const jar = new Jar();
    for (let i = 0; i < 3; i++)
      expect(
        (await auth(jar, "/sign-in/email", { email, password: "wrong-password-x" }, ip)).status,
      ).toBe(401);
    const addressCount = () => usage({ ...SIGN_IN_LIMIT, key: `${email}|${ip}` });
    expect((await addressCount()).count).toBe(3);

    const first = await auth(jar, "/sign-in/email", { email, password: PASSWORD }, ip);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    // The password alone proves nothing yet: no trusted device, no fresh count.
    expect(jar.has(KNOWN_DEVICE_COOKIE)).toBe(false);
    expect((await addressCount()).count).toBe(3);

    const done = await auth(jar, "/two-factor/verify-totp", { code: totp.generate() }, ip);
    expect(done.status).toBe(200);
    expect(jar.has(KNOWN_DEVICE_COOKIE)).toBe(true);
    expect((await addressCount()).count).toBe(0);
  });

  it("counts wrong codes from one IPv6 /64 together, whatever address of it sends them", async () => {
    const email = "code-v6@example.com";
    const totp = await enrol(email);
    const jar = new Jar();
    const start = await auth(jar, "/sign-in/email", { email, password: PASSWORD }, "2001:db8:5::1");
    expect(await start.json()).toMatchObject({ twoFactorRedirect: true });
    for (let i = 1; i <= 5; i++) {
      const res = await auth(
        jar,
        "/two-factor/verify-totp",
        { code: wrong(totp) },
        `2001:db8:5::${i}:1`,
      );
      expect(res.status).toBe(401);
    }
    const sixth = await auth(
      jar,
      "/two-factor/verify-totp",
      { code: wrong(totp) },
      "2001:db8:5::ff",
    );
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("a deactivated account", () => {
  it("answers its right password exactly as a wrong one", async () => {
    const email = "gone@example.com";
    const { id } = await createStaffUser({ email, password: PASSWORD, role: "sales" });
    const res = await person.PATCH(
      adminRequest(owner, "/x", { method: "PATCH", json: { active: false } }),
      ctx({ id }),
    );
    expect(res.status).toBe(200);
    const right = await auth(
      new Jar(),
      "/sign-in/email",
      { email, password: PASSWORD },
      "192.0.2.10",
    );
    const wrongOne = await auth(
      new Jar(),
      "/sign-in/email",
      { email, password: "not-the-password" },
      "192.0.2.11",
    );
    expect(right.status).toBe(wrongOne.status);
    expect(right.status).toBe(401);
    expect(await right.json()).toEqual(await wrongOne.json());
    expect(right.headers.getSetCookie()).toEqual(wrongOne.headers.getSetCookie());
  });
});
