import path from "node:path";
import { describe, expect, it } from "vitest";
import { ctx } from "../setup/auth";
import {
  ADMIN_API,
  adminEndpoints,
  routeFiles,
  SAFE,
  type AdminEndpoint,
} from "../support/admin-routes";

// Every route handler under src/app/api/admin is found here, so a new admin endpoint is covered
// the moment it exists: each exported HTTP method must refuse an anonymous caller with 401 and a
// cross-origin state-changing call with 403, before touching its input.
const files = routeFiles(ADMIN_API);
const table = await adminEndpoints();

function call(c: AdminEndpoint, headers: Record<string, string> = {}) {
  const body = SAFE.has(c.method)
    ? undefined
    : JSON.stringify({ name: "x", title: "x", status: "new" });
  const request = new Request(c.url, {
    method: c.method,
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return c.handler(request, ctx(c.params));
}

describe("every admin API endpoint refuses anonymous callers", () => {
  it("finds the admin endpoints, each exporting at least one HTTP method", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files)
      expect(
        table.some((t) => t.file === file),
        `${path.relative(ADMIN_API, file)} exports no HTTP method`,
      ).toBe(true);
  });

  it.each(table.map((t) => [t.label, t] as const))(
    "%s answers 401 without a session",
    async (_label, c) => {
      const res = await call(c);
      expect(res.status).toBe(401);
      if (c.method !== "HEAD") expect((await res.json()).error.code).toBe("UNAUTHORIZED");
    },
  );

  it.each(table.map((t) => [t.label, t] as const))(
    "%s answers 401 for a forged session cookie",
    async (_label, c) => {
      const res = await call(c, { cookie: "better-auth.session_token=forged.value" });
      expect(res.status).toBe(401);
    },
  );

  const unsafe = table.filter((t) => !SAFE.has(t.method));
  it.each(unsafe.map((t) => [t.label, t] as const))(
    "%s answers 403 to a cross-origin request",
    async (_label, c) => {
      const res = await call(c, { origin: "https://evil.example" });
      expect(res.status).toBe(403);
    },
  );
});
