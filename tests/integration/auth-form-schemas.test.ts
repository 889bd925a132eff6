import { describe, expect, it } from "vitest";
import { POST as authPost } from "@/app/api/auth/[...all]/route";

const ORIGIN = "http://localhost:3000";

const post = (path: string, body: unknown) =>
  authPost(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "x-client-ip": "192.0.2.77" },
      body: JSON.stringify(body),
    }),
  );

type Refusal = { code?: string; message?: string; fields?: Record<string, string> };

// The sign-in forms check their fields in the browser with the auth module's schemas; the server
// checks the very same before better-auth reads the body, and names the field.
describe("the staff sign-in endpoints check the forms' schemas", () => {
  it("refuses a malformed sign-in with the field's message", async () => {
    const res = await post("/sign-in/email", { email: "not-an-email", password: "x" });
    expect(res.status).toBe(400);
    expect((await res.json()) as Refusal).toMatchObject({
      code: "VALIDATION",
      message: "Please enter a valid email address",
      fields: { email: "Please enter a valid email address" },
    });
    const empty = await post("/sign-in/email", { email: "someone@example.com", password: "" });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Refusal).fields).toEqual({ password: "Password is required" });
  });

  it("refuses a code that is not six digits, and an empty password for two-step changes", async () => {
    const code = await post("/two-factor/verify-totp", { code: "12" });
    expect(code.status).toBe(400);
    expect(((await code.json()) as Refusal).fields).toEqual({ code: "Enter the 6-digit code" });
    const backup = await post("/two-factor/verify-backup-code", { code: "" });
    expect(((await backup.json()) as Refusal).fields).toEqual({ code: "Enter a backup code" });
    for (const path of ["/two-factor/enable", "/two-factor/disable"]) {
      const res = await post(path, { password: "" });
      expect(res.status).toBe(400);
      expect(((await res.json()) as Refusal).fields).toEqual({ password: "Password is required" });
    }
  });

  it("lets a well-formed sign-in through to the password check", async () => {
    const res = await post("/sign-in/email", { email: "nobody@example.com", password: "wrong" });
    expect(res.status).toBe(401);
  });
});
