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
  /** the folder of its page.tsx */
  dir: string;
};

/** Every page.tsx under dir (base: the URL prefix of dir). */
export function pageRoutes(dir: string, base = ""): PageRoute[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      if (entry.isDirectory()) {
        const seg = entry.name.startsWith("(") ? "" : `/${entry.name}`;
        return pageRoutes(path.join(dir, entry.name), base + seg);
      }
      return entry.name === "page.tsx" ? [{ route: base || "/", dir }] : [];
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

/** The URL of a dynamic route's own not-found page (an id that does not exist), when it has one. */
export function notFoundUrl(r: PageRoute): string | null {
  if (!isDynamic(r) || isCatchAll(r) || !fs.existsSync(path.join(r.dir, "not-found.tsx")))
    return null;
  return r.route.replace(/\[[^\]]+\]/, DUMMY_ID);
}
