import fs from "node:fs";
import path from "node:path";

// Every route handler under src/app/api/admin, found on disk, so a test over "every admin
// endpoint" covers a new one the moment it exists.
export const ADMIN_API = path.resolve(import.meta.dirname, "../../src/app/api/admin");
export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
export const DUMMY_ID = "00000000-0000-4000-8000-000000000000";

export type RouteHandler = (req: Request, context: unknown) => Promise<Response>;
export type AdminEndpoint = {
  /** e.g. "PUT /api/admin/games/[id]" */
  label: string;
  file: string;
  method: (typeof METHODS)[number];
  handler: RouteHandler;
  url: string;
  params: Record<string, string | string[]>;
};

export function routeFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /^route\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Dummy params for the dynamic segments: [id] -> a uuid, [...all] / [[...all]] -> one segment. */
function paramsFor(file: string, root = ADMIN_API): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const segment of path.relative(root, path.dirname(file)).split(path.sep)) {
    const catchAll = segment.match(/^\[\[?\.\.\.(.+?)\]?\]$/);
    if (catchAll) params[catchAll[1]!] = [DUMMY_ID];
    else if (segment.match(/^\[(.+)\]$/)) params[segment.slice(1, -1)] = DUMMY_ID;
  }
  return params;
}

function urlFor(file: string, root: string, prefix: string): string {
  const rel = path.relative(root, path.dirname(file)).split(path.sep).filter(Boolean);
  const parts = rel
    .filter((s) => !s.startsWith("("))
    .map((s) => (s.startsWith("[") ? DUMMY_ID : s));
  return `http://localhost:3000${prefix}/${parts.join("/")}`;
}

/** Imports every route module under `root` (served at `prefix`) and lists each exported HTTP method. */
export async function routeEndpoints(root: string, prefix: string): Promise<AdminEndpoint[]> {
  const files = routeFiles(root).sort();
  const found = await Promise.all(
    files.map(async (file) => {
      const mod = (await import(file)) as Record<string, unknown>;
      const route = `${prefix}/${path.relative(root, path.dirname(file)).split(path.sep).join("/")}`;
      return METHODS.filter((m) => typeof mod[m] === "function").map((method) => ({
        label: `${method} ${route.replace(/\/$/, "")}`,
        file,
        method,
        handler: mod[method] as RouteHandler,
        url: urlFor(file, root, prefix),
        params: paramsFor(file, root),
      }));
    }),
  );
  return found.flat();
}

/** Imports every admin route module and lists each exported HTTP method. */
export const adminEndpoints = () => routeEndpoints(ADMIN_API, "/api/admin");

/** Every route handler of the app, admin or not. */
export const APP_DIR = path.resolve(import.meta.dirname, "../../src/app");
export const appEndpoints = () => routeEndpoints(APP_DIR, "");
