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
 * The nonce the request proxy (src/proxy.ts) made for this request, in the policy it set on the
 * request: the page's scripts carry it, and the page's own policy names it.
 */
export function requestNonce(request: Request): string | undefined {
  return request.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
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
