import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@/platform/http/csp";
import { SPECULATION_RULES } from "@/platform/http/deferred-start";
import { pageUsesMaps } from "@/platform/http/maps-pages";
import { createPageCache, everyScriptNonced, inlineScriptHashes } from "@/platform/http/page-cache";
import { nextPageGeneration } from "@/platform/page-generation";

// Real renders of the production build (tests/fixtures/kept-pages/README.md): what the page
// cache keeps, and the policy a kept copy is served with.
const DIR = path.resolve(import.meta.dirname, "../fixtures/kept-pages");
const renders = JSON.parse(fs.readFileSync(path.join(DIR, "renders.json"), "utf8")) as Record<
  string,
  { path: string; contentSecurityPolicy: string }
>;
const pages = Object.entries(renders).map(([name, r]) => ({
  name,
  path: r.path,
  html: gunzipSync(fs.readFileSync(path.join(DIR, `${name}.html.gz`))).toString("utf8"),
  nonce: r.contentSecurityPolicy.match(/'nonce-([^']+)'/)![1]!,
}));
const sha = (s: string) => createHash("sha256").update(s).digest("base64");
const scriptSources = (policy: string) =>
  policy
    .split("; ")
    .find((d) => d.startsWith("script-src "))!
    .split(" ")
    .slice(1);
const STRAYS = [
  "<script>document.title='x'</script>",
  '<script src="/storage/game-media/stray.js"></script>',
  "<script nonce=\"guessed\">document.title='x'</script>",
];
const withStray = (html: string, stray: string) => html.replace("</main>", `${stray}</main>`);

describe("the production build's renders", () => {
  it("are found: four pages, each holding inline scripts and script files", () => {
    expect(pages.map((p) => p.name).sort()).toEqual(["blog-es", "contact", "game", "home"]);
    for (const p of pages) {
      expect(inlineScriptHashes(p.html).length, p.name).toBeGreaterThan(5);
      expect(p.html, p.name).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+"[^>]*nonce=/);
      expect(p.html, p.name).toContain("</main>");
    }
  });

  it("carry the render's nonce on every script, so each may be kept", () => {
    for (const p of pages) {
      expect(everyScriptNonced(p.html, p.nonce), p.name).toBe(true);
      expect(everyScriptNonced(p.html, "another-render"), p.name).toBe(false);
    }
  });

  it("may not be kept once they hold one script without that nonce", () => {
    for (const p of pages)
      for (const stray of STRAYS)
        expect(everyScriptNonced(withStray(p.html, stray), p.nonce), `${p.name} ${stray}`).toBe(
          false,
        );
  });
});

describe("a kept copy of each, with a maps key configured", () => {
  let server: http.Server;
  let base = "";
  let renderCount = 0;
  let stray: string | null = null;
  const cache = createPageCache({ origin: () => base, databaseOnline: async () => true });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (!cache.isRender(req)) {
        void cache.handle(req, res).then((served) => {
          if (!served) res.writeHead(418).end();
        });
        return;
      }
      renderCount++;
      const page = pages.find((p) => p.path === req.url)!;
      // The policy src/proxy.ts sets for that page, with the render's own nonce.
      const policy = contentSecurityPolicy({
        nonce: page.nonce,
        dev: false,
        maps: pageUsesMaps(page.path),
        https: true,
      });
      res.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": policy,
      });
      res.end(stray ? withStray(page.html, stray) : page.html);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("allows by hash exactly its inline scripts (and the bootstrap's rules), nothing by nonce", async () => {
    nextPageGeneration();
    for (const p of pages) {
      const res = await fetch(base + p.path);
      expect(res.status, p.name).toBe(200);
      const kept = await res.text();
      expect(kept, p.name).not.toContain("nonce=");
      const sources = scriptSources(res.headers.get("content-security-policy")!);
      expect(sources[0], p.name).toBe("'self'");
      const hashes = sources.filter((s) => s.startsWith("'sha256-"));
      expect(hashes.sort(), p.name).toEqual(
        [...new Set([...inlineScriptHashes(kept), sha(SPECULATION_RULES)])]
          .map((h) => `'sha256-${h}'`)
          .sort(),
      );
      expect(sources.join(" "), p.name).not.toMatch(/nonce-|strict-dynamic|unsafe/);
      // The Maps script's hosts on a game's page only (the price dialog's place autocomplete).
      const others = sources.filter((s) => s !== "'self'" && !s.startsWith("'sha256-"));
      expect(others, p.name).toEqual(
        p.name === "game" ? ["https://maps.googleapis.com", "https://maps.gstatic.com"] : [],
      );
      if (p.name !== "game")
        expect(res.headers.get("content-security-policy"), p.name).not.toMatch(/google|gstatic/);
    }
  });

  it("is not made of a render holding a script without its nonce: that one is passed on", async () => {
    nextPageGeneration();
    stray = STRAYS[0]!;
    try {
      const before = renderCount;
      for (let i = 0; i < 2; i++) {
        const res = await fetch(`${base}/contact`);
        expect(res.status).toBe(200);
        const policy = res.headers.get("content-security-policy")!;
        // Served under the nonce policy it was rendered with, which does not run the stray.
        expect(scriptSources(policy)).toEqual([
          "'self'",
          `'nonce-${pages.find((p) => p.name === "contact")!.nonce}'`,
          "'strict-dynamic'",
        ]);
        expect(await res.text()).toContain(STRAYS[0]);
      }
      expect(renderCount - before).toBe(2);
    } finally {
      stray = null;
    }
  });
});
