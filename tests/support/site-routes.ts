import fs from "node:fs";
import path from "node:path";

// The pages under src/app, found on disk, so a test over "every page" covers a new one the moment
// it exists (or asks for a sample of its dynamic segment).
export const APP = path.resolve(import.meta.dirname, "../../src/app");
// Public pages live under (site)/[locale]; their URL patterns are the English (unprefixed) ones.
export const SITE = path.join(APP, "(site)", "[locale]");
export const ADMIN = path.join(APP, "admin");
export const DUMMY_ID = "00000000-0000-4000-8000-000000000000";

export type PageRoute = {
  /** e.g. "/shop/[id]": the URL pattern, route groups left out */
  route: string;
  /** the folder of its page.tsx (or, for a page the site's renderer writes, its route.ts) */
  dir: string;
};

/**
 * Every page under dir (base: the URL prefix of dir): a page.tsx, or a route.ts among the public
 * pages (the site's renderer writes those pages; src/site).
 */
export function pageRoutes(dir: string, base = ""): PageRoute[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.isDirectory()) {
        const seg = entry.name.startsWith("(") ? "" : `/${entry.name}`;
        return pageRoutes(path.join(dir, entry.name), base + seg);
      }
      const page = entry.name === "page.tsx" || (entry.name === "route.ts" && dir.startsWith(SITE));
      return page ? [{ route: base || "/", dir }] : [];
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

export const isDynamic = (r: PageRoute) => r.route.includes("[");
export const isCatchAll = (r: PageRoute) => /\[\[?\.\.\./.test(r.route);

/** A route's URL, its dynamic segments taken from samples (keyed by route pattern). */
export function sampleUrl(r: PageRoute, samples: Record<string, string>): string {
  if (!isDynamic(r)) return r.route;
  const sample = samples[r.route];
  if (!sample) throw new Error(`No sample URL for ${r.route}: add one to the test's samples`);
  return sample;
}

/**
 * The URL of a dynamic route's own not-found page (an id that does not exist), when it has one:
 * a not-found.tsx, or a page of the site's renderer (which writes its own).
 */
export function notFoundUrl(r: PageRoute): string | null {
  const own =
    fs.existsSync(path.join(r.dir, "not-found.tsx")) || fs.existsSync(path.join(r.dir, "route.ts"));
  if (!isDynamic(r) || isCatchAll(r) || !own) return null;
  return r.route.replace(/\[[^\]]+\]/, DUMMY_ID);
}
