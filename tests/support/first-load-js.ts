import { gzipSync } from "node:zlib";

export type FirstLoadJs = { scripts: string[]; gzipBytes: number };

/**
 * The JavaScript a page's first load fetches and runs: every script its HTML names (script tags
 * and script preloads, but not noModule fallbacks) on the page's own origin, the modules those
 * import statically (they load before it runs), and its inline scripts, each gzipped here at the
 * default level as a server would. Chunks loaded later (on opening a dialog, at idle after the load) are not first-load; data in
 * the HTML (JSON, JSON-LD) is not script.
 */
export async function firstLoadJs(baseUrl: string, path: string): Promise<FirstLoadJs> {
  const res = await fetch(new URL(path, baseUrl));
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  const html = await res.text();
  const found = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>/g)) {
    // noModule scripts (Next's legacy polyfills) are skipped by every browser that runs modules.
    if (/\bnomodule\b/i.test(m[1]!)) continue;
    const src = m[1]!.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) found.add(src);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = m[0];
    if (!/\bas="script"/.test(tag) && !/\brel="modulepreload"/.test(tag)) continue;
    const href = tag.match(/\bhref="([^"]+)"/)?.[1];
    if (href) found.add(href);
  }
  const scripts = [...found]
    .map((src) => new URL(src.replaceAll("&amp;", "&"), baseUrl))
    .filter((url) => url.origin === new URL(baseUrl).origin)
    .map((url) => url.pathname + url.search);
  let gzipBytes = 0;
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = m[1]!.match(/\btype="([^"]+)"/)?.[1];
    const runs = !type || type === "module" || type === "text/javascript";
    if (runs && !/\bsrc=/.test(m[1]!) && m[2]!.trim())
      gzipBytes += gzipSync(Buffer.from(m[2]!, "utf8")).byteLength;
  }
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length) {
    const src = queue.shift()!;
    if (seen.has(src)) continue;
    seen.add(src);
    const body = await fetch(new URL(src, baseUrl));
    if (!body.ok) throw new Error(`${src}: HTTP ${body.status}`);
    const code = Buffer.from(await body.arrayBuffer());
    gzipBytes += gzipSync(code).byteLength;
    // A module's static imports (`import … from "./x.js"`, `import "./x.js"`), not import().
    for (const imp of code
      .toString("utf8")
      .matchAll(/\bimport\s*(?:[^"'()]*?\bfrom\s*)?["']([^"']+\.js)["']/g))
      queue.push(new URL(imp[1]!, new URL(src, baseUrl)).pathname);
  }
  return { scripts: [...seen], gzipBytes };
}

/** The framework floor: /bench-floor of the same build (the server needs BENCH_FLOOR=1). */
export const FLOOR_PATH = "/bench-floor";
