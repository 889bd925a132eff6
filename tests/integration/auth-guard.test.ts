import { describe, expect, it } from "vitest";
import { z } from "zod";
import { adminRoute } from "@/modules/auth/server/guard";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

const echo = adminRoute(
  {
    permission: { game: ["create"] },
    body: z.object({ name: z.string().min(1, "Name is required") }),
  },
  async ({ body, user }) => Response.json({ name: body.name, user: user.email }),
);

describe("adminRoute guard", () => {
  it("answers 401 without a session", async () => {
    const res = await echo(
      new Request("http://localhost:3000/api/admin/x", { method: "POST", body: "{}" }),
      ctx({}),
    );
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe("UNAUTHORIZED");
  });

  it("runs the handler for a signed-in user with a valid body", async () => {
    const cookie = await signInCookie();
    const res = await echo(
      adminRequest(cookie, "/api/admin/x", { method: "POST", json: { name: "A" } }),
      ctx({}),
    );
    expect(res.status).toBe(200);
    expect((await res.json()).name).toBe("A");
  });

  it("answers 400 with the schema's message for a bad body", async () => {
    const cookie = await signInCookie();
    const res = await echo(
      adminRequest(cookie, "/api/admin/x", { method: "POST", json: { name: "" } }),
      ctx({}),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Name is required");
  });

  it("refuses a state-changing request from another origin with 403", async () => {
    const cookie = await signInCookie();
    const req = adminRequest(cookie, "/api/admin/x", { method: "POST", json: { name: "A" } });
    req.headers.set("origin", "https://evil.example");
    const res = await echo(
      new Request(req.url, {
        method: "POST",
        headers: req.headers,
        body: JSON.stringify({ name: "A" }),
      }),
      ctx({}),
    );
    expect(res.status).toBe(403);
  });
});
