import "server-only";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as Renderer from "./render";

let loaded: Promise<typeof Renderer> | undefined;

/**
 * The site's renderer (src/site/render), built on its own by scripts/build/site.mjs: React's
 * server renderer cannot run inside the framework's server-component bundle, so the route
 * handlers load it as a plain module of the build and call it.
 */
export function siteRenderer(): Promise<typeof Renderer> {
  loaded ??= import(
    /* webpackIgnore: true */ pathToFileURL(path.join(process.cwd(), "dist", "site-render.js")).href
  ) as Promise<typeof Renderer>;
  return loaded;
}

/**
 * The nonce of this request's Content-Security-Policy (src/proxy.ts sets the policy on the
 * request as well as on the answer): the site's script carries it.
 */
export function requestNonce(request: Request): string | undefined {
  return request.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
}

/** An HTML answer of the public site (the page cache in server.ts keeps the 200s). */
export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}
