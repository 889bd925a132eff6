import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ctx } from "../setup/auth";

// Every route handler under src/app/api/admin is found here, so a new admin endpoint is covered
// the moment it exists: each exported HTTP method must refuse an anonymous caller with 401 and a
// cross-origin state-changing call with 403, before touching its input.
const ADMIN_API = path.resolve(import.meta.dirname, "../../src/app/api/admin");
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const DUMMY_ID = "00000000-0000-4000-8000-000000000000";

function routeFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Dummy params for the dynamic segments: [id] -> a uuid, [...all] / [[...all]] -> one segment. */
function paramsFor(file: string): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const segment of path.relative(ADMIN_API, path.dirname(file)).split(path.sep)) {
    const catchAll = segment.match(/^\[\[?\.\.\.(.+?)\]?\]$/);
    if (catchAll) params[catchAll[1]!] = [DUMMY_ID];
    else if (segment.match(/^\[(.+)\]$/)) params[segment.slice(1, -1)] = DUMMY_ID;
  }
  return params;
}

function urlFor(file: string): string {
  const rel = path.relative(ADMIN_API, path.dirname(file)).split(path.sep).filter(Boolean);
  const parts = rel
    .filter((s) => !s.startsWith("("))
    .map((s) => (s.startsWith("[") ? DUMMY_ID : s));
  return `http://localhost:3000/api/admin/${parts.join("/")}`;
}

const files = routeFiles(ADMIN_API).sort();
const cases = await Promise.all(
  files.map(async (file) => {
    const mod = (await import(file)) as Record<string, unknown>;
    const methods = METHODS.filter((m) => typeof mod[m] === "function");
    return { name: path.relative(ADMIN_API, file), file, mod, methods };
  }),
);
const table = cases.flatMap((c) =>
  c.methods.map((method) => ({
    ...c,
    method,
    label: `${method} /api/admin/${path.dirname(c.name)}`,
  })),
);

type Handler = (req: Request, context: unknown) => Promise<Response>;

function call(c: (typeof table)[number], headers: Record<string, string> = {}) {
  const body = SAFE.has(c.method)
    ? undefined
    : JSON.stringify({ name: "x", title: "x", status: "new" });
  const request = new Request(urlFor(c.file), {
    method: c.method,
    headers: { "content-type": "application/json", ...headers },
    body,
  });
  return (c.mod[c.method] as Handler)(request, ctx(paramsFor(c.file)));
}

describe("every admin API endpoint refuses anonymous callers", () => {
  it("finds the admin endpoints, each exporting at least one HTTP method", () => {
    expect(files.length).toBeGreaterThan(0);
    for (const c of cases)
      expect(c.methods, `${c.name} exports no HTTP method`).not.toHaveLength(0);
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
