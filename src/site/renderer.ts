import "server-only";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as Renderer from "./render";

let loaded: Promise<typeof Renderer> | undefined;
let loadedVersion = 0;

/**
 * The site's renderer (src/site/render), built on its own by scripts/build/site.mjs: React's
 * server renderer cannot run inside the framework's server-component bundle, so the route
 * handlers load it as a plain module of the build and call it. In development the build is made
 * again after each edit (scripts/dev.mjs), and the next request loads the new one.
 */
export function siteRenderer(): Promise<typeof Renderer> {
  const file = path.join(process.cwd(), "dist", "site-render.js");
  let url = pathToFileURL(file).href;
  if (process.env.NODE_ENV === "development") {
    // The development build rewrites the renderer only when its code changed; the styles and
    // script names it writes into pages are in a file beside it (scripts/build/site.mjs).
    const version = Math.max(
      ...[file, path.join(process.cwd(), "dist", "site-assets.dev.json")].map(
        (f) => fs.statSync(f, { throwIfNoEntry: false })?.mtimeMs ?? 0,
      ),
    );
    if (version !== loadedVersion) loaded = undefined;
    loadedVersion = version;
    url += `?v=${version}`;
  }
  loaded ??= import(/* webpackIgnore: true */ url) as Promise<typeof Renderer>;
  return loaded;
}

/** An HTML answer of the public site, with its Content-Security-Policy. */
export function htmlResponse(
  html: Uint8Array<ArrayBuffer>,
  status: number,
  policy: string | null,
  extra?: Record<string, string>,
): Response {
  const headers = new Headers({ ...extra, "content-type": "text/html; charset=utf-8" });
  if (policy) headers.set("content-security-policy", policy);
  return new Response(html, { status, headers });
}
