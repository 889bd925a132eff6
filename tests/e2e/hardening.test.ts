import { createHash } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { takeCspViolations } from "./support/csp";
import { takeOffHostRequests } from "./support/hosts";
import { STAFF, startServer, type TestServer } from "./support/server";
import { startGeoIpStub } from "../support/stubs/geoip";
import { startReverseProxy } from "../support/stubs/reverse-proxy";
import { proofFrom } from "../support/person-proof-http";

// Probes an attacker would try against a production build started as `npm start` starts it.

let server: TestServer;
let gameId = "";

beforeAll(async () => {
  server = await startServer({ seed: true, users: [STAFF] });
  const shop = await (await fetch(`${server.url}/shop`)).text();
  gameId = shop.match(/href="\/shop\/([0-9a-f-]{36})"/)![1]!;
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

const lead = (n: number) => ({
  whatsapp: "5551234567",
  countryCode: "+1",
  name: `Forger ${n}`,
  location: "Austin",
  gameId,
});
/** A contact message as the form sends it, with its person-check proof. */
const message = async (n: number) => ({
  name: `Forger ${n}`,
  email: "f@example.com",
  message: "Hi",
  ...(await proofFrom(server.url)),
});

function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, ...headers },
    body: JSON.stringify(body),
  });
}

/** A fresh made-up address in every header a client could hope the server believes. */
const forged = (i: number) => ({
  "x-forwarded-for": `6.6.6.${i}`,
  "x-real-ip": `7.7.7.${i}`,
  "x-client-ip": `8.8.8.${i}`,
});

describe("per-client limits with forged address headers (no proxy assumed)", () => {
  it("answers the 6th price request inside 10 minutes with 429, whatever the headers claim", async () => {
    for (let i = 1; i <= 5; i++)
      expect((await post(server.url, "/api/leads", lead(i), forged(i))).status).toBe(201);
    const res = await post(server.url, "/api/leads", lead(6), forged(6));
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe("RATE_LIMITED");
  });

  it("answers the 6th contact message with 429", async () => {
    for (let i = 1; i <= 5; i++)
      expect((await post(server.url, "/api/contact", await message(i), forged(i))).status).toBe(
        201,
      );
    expect((await post(server.url, "/api/contact", await message(6), forged(6))).status).toBe(429);
  });

  it("answers the 6th wrong password for one email from one address with 429", async () => {
    const signIn = (i: number) =>
      post(
        server.url,
        "/api/auth/sign-in/email",
        { email: STAFF.email, password: `wrong-password-${i}` },
        forged(i),
      );
    for (let i = 1; i <= 5; i++) expect((await signIn(i)).status).toBe(401);
    expect((await signIn(6)).status).toBe(429);
  });
});

describe("behind one trusted proxy (TRUSTED_PROXY_HOPS=1) on https", () => {
  let behind: TestServer;
  let behindGameId = "";
  let proxy: Awaited<ReturnType<typeof startReverseProxy>>;
  let geo: Awaited<ReturnType<typeof startGeoIpStub>>;

  beforeAll(async () => {
    geo = await startGeoIpStub({ code: "+44" });
    behind = await startServer({
      seed: true,
      env: {
        TRUSTED_PROXY_HOPS: "1",
        PUBLIC_SITE_URL: "https://arcadia.test",
        GEOIP_URL: `${geo.url}/json/`,
      },
    });
    // The proxy sees each test client as the address in x-test-client (one machine plays many).
    proxy = await startReverseProxy(behind.url, (req) => String(req.headers["x-test-client"]));
    const shop = await (await fetch(`${behind.url}/shop`)).text();
    behindGameId = shop.match(/href="\/shop\/([0-9a-f-]{36})"/)![1]!;
  }, 180_000);
  afterAll(async () => {
    await proxy?.close();
    await behind?.stop();
    await geo?.close();
  });

  // A browser on the site behind the proxy sends the site's public origin.
  const via = (client: string, i: number) => ({
    "x-test-client": client,
    origin: "https://arcadia.test",
    ...forged(i),
  });
  const leadHere = (i: number) => ({ ...lead(i), gameId: behindGameId });

  it("limits by the address the proxy appended, never one the client wrote", async () => {
    const send = (i: number, client: string) =>
      post(proxy.url, "/api/leads", leadHere(i), via(client, i));
    for (let i = 1; i <= 5; i++) expect((await send(i, "203.0.113.1")).status).toBe(201);
    expect((await send(6, "203.0.113.1")).status).toBe(429);
    // Another real client behind the same proxy has its own count.
    expect((await send(7, "203.0.113.2")).status).toBe(201);
  });

  it("looks up the calling code of that same address", async () => {
    const res = await fetch(`${proxy.url}/api/geo`, { headers: via("203.0.113.9", 1) });
    expect(await res.json()).toEqual({ countryCallingCode: "+44" });
    expect(geo.requests.at(-1)!.url).toBe("/203.0.113.9/json/");
  });

  it("sends Strict-Transport-Security when the public URL is https", async () => {
    for (const path of ["/api/health", "/"])
      expect((await fetch(`${behind.url}${path}`)).headers.get("strict-transport-security")).toBe(
        "max-age=63072000; includeSubDomains",
      );
    expect((await fetch(`${server.url}/`)).headers.get("strict-transport-security")).toBeNull();
  });
});

/** A POST over a raw socket: a declared length, or chunks until the server answers. */
function rawPost(
  path: string,
  opts: { declaredLength?: number; chunkKiB: number; maxChunks: number },
): Promise<{ status: number; body: string; sentKiB: number }> {
  const url = new URL(path, server.url);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(opts.declaredLength ? { "content-length": String(opts.declaredLength) } : {}),
        },
      },
      (res) => {
        answered = true;
        let body = "";
        res.on("data", (c) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode!, body, sentKiB: sent }));
      },
    );
    // Once the server has answered it may close the connection while we are still writing.
    req.on("error", (e) => (answered ? undefined : reject(e)));
    const chunk = Buffer.alloc(opts.chunkKiB * 1024, "a");
    const pump = async () => {
      req.write("{");
      // A pause between chunks, as a slow client sends, lets the answer arrive before we go on.
      while (!answered && sent < opts.maxChunks * opts.chunkKiB && !req.destroyed) {
        sent += opts.chunkKiB;
        req.write(chunk);
        await new Promise((r) => setTimeout(r, 20));
      }
      if (!answered) req.end();
    };
    void pump();
  });
}

describe("request bodies against the running server", () => {
  it("refuses a declared 10 MB body with 413 before reading it", async () => {
    const res = await rawPost("/api/contact", {
      declaredLength: 10 * 1024 * 1024,
      chunkKiB: 64,
      maxChunks: 2,
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({
      error: {
        message: "Request body is too large (limit 64 KiB)",
        code: "TOO_LARGE",
        details: { limit: 65536 },
      },
    });
  });

  it("answers a chunked body without Content-Length with 413 as soon as it passes the limit", async () => {
    const res = await rawPost("/api/leads", { chunkKiB: 16, maxChunks: 64 * 64 });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).error.code).toBe("TOO_LARGE");
    // Answered after a few chunks, not after the 64 MB this client was ready to send.
    expect(res.sentKiB).toBeLessThan(1024);
  });

  it("answers malformed JSON with 400 'Invalid JSON body'", async () => {
    const res = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name": "A", "email":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual({
      message: "Invalid JSON body",
      code: "INVALID_JSON",
    });
  });
});

describe("broken %-escapes in the address", () => {
  it("answers 400 on every kind of path, never 500", async () => {
    for (const path of [
      "/%E0%A4%A",
      "/shop/%E0%A4%A",
      "/blog/%E0%A4%A",
      "/storage/game-media/%E0%A4%A",
      "/api/admin/games/%E0%A4%A",
      "/api/staff/links/%E0%A4%A",
      "/admin/%E0%A4%A",
    ]) {
      for (const method of ["GET", "POST"]) {
        const res = await fetch(`${server.url}${path}`, {
          method,
          headers: { origin: server.url },
          redirect: "manual",
        });
        expect(res.status, `${method} ${path}`).toBe(400);
      }
    }
    // A well-formed escape still reaches the site.
    expect((await fetch(`${server.url}/shop/%E0%A4%A4`)).status).toBe(404);
  });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe("security headers", () => {
  const commonDirectives = (csp: string) => {
    const d = directives(csp);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(d.get("script-src")).not.toContain("'unsafe-inline'");
    expect(d.get("frame-ancestors")).toEqual(["'none'"]);
    expect(d.get("object-src")).toEqual(["'none'"]);
    expect(d.get("base-uri")).toEqual(["'self'"]);
    expect(d.get("form-action")).toEqual(["'self'"]);
    expect(d.get("frame-src")).toEqual([
      "https://www.youtube-nocookie.com",
      "https://www.youtube.com",
    ]);
    // No maps key in the demo: no Google hosts anywhere.
    expect(csp).not.toMatch(/google/);
    return d;
  };

  it("puts a fresh nonce on every back-office page, and only nonced scripts in it", async () => {
    const seen = new Set<string>();
    for (const path of ["/admin/login", "/admin/login"]) {
      const res = await fetch(`${server.url}${path}`);
      const d = commonDirectives(res.headers.get("content-security-policy")!);
      const nonce = d
        .get("script-src")!
        .find((s) => s.startsWith("'nonce-"))!
        .slice(7, -1);
      expect(nonce.length).toBeGreaterThanOrEqual(22);
      seen.add(nonce);
      expect(d.get("script-src")).toContain("'strict-dynamic'");
      expect(res.headers.get("cache-control")).not.toMatch(/public/);
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts)
        // Data blocks (JSON-LD, the page's texts as JSON) are not run: no policy applies.
        if (!/type="application\/(ld\+)?json"/.test(tag)) expect(tag).toContain(`nonce="${nonce}"`);
    }
    expect(seen.size).toBe(2);
  });

  it("gives a public page no per-request value: its inline scripts are allowed by their hashes", async () => {
    for (const path of ["/about", "/no/such/page", "/es/shop"]) {
      const [first, second] = [
        await fetch(`${server.url}${path}`),
        await fetch(`${server.url}${path}`),
      ];
      const policy = first.headers.get("content-security-policy")!;
      expect(second.headers.get("content-security-policy"), path).toBe(policy);
      const d = commonDirectives(policy);
      expect(d.get("script-src")!.join(" "), path).not.toMatch(/nonce|strict-dynamic|unsafe/);
      const html = await first.text();
      expect(await second.text(), path).toBe(html);
      for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        const [, attrs, body] = m;
        if (/type="application\/(ld\+)?json"/.test(attrs!)) continue;
        expect(attrs, path).not.toContain("nonce");
        if (/\bsrc="\/_site\//.test(attrs!)) continue;
        // Every inline script that runs is named in the policy by its hash.
        const hash = createHash("sha256").update(body!).digest("base64");
        expect(d.get("script-src"), `${path}: ${body!.slice(0, 40)}`).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it("sends nosniff, a referrer policy and a permissions policy on pages, API answers and redirects", async () => {
    // A typed /en/... is redirected by the route table, which Next.js answers on its own.
    for (const path of ["/", "/api/health", "/en/shop"]) {
      const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(res.status, path).toBe(path === "/en/shop" ? 308 : 200);
      const h = res.headers;
      expect(h.get("x-content-type-options")).toBe("nosniff");
      expect(h.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(h.get("permissions-policy")).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
    }
    // JSON is not a page: no CSP (and the proxy never buffers API bodies).
    expect((await fetch(`${server.url}/api/health`)).headers.get("content-security-policy")).toBe(
      null,
    );
  });
});

describe("the CSP violation recorder (used by every e2e test)", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("catches what the policy refuses: an injected inline script, a foreign frame, an http image", async () => {
    const { page, context } = await newPage(browser);
    // A stored-XSS stand-in: the page's own HTML arrives with a script the server never nonced.
    await page.route(`${server.url}/`, async (route) => {
      const res = await route.fetch();
      const html = (await res.text()).replace(
        "<body",
        "<script>window.__injected = true</script><body",
      );
      await route.fulfill({ response: res, body: html });
    });
    await page.goto(`${server.url}/`);
    await page.evaluate(() => {
      const f = document.createElement("iframe");
      f.src = "https://evil.example/";
      document.body.append(f);
      const img = document.createElement("img");
      img.src = "http://tracker.example/pixel.gif";
      document.body.append(img);
    });
    // Reports arrive over the devtools channel a moment after the page sends them.
    const reports: string[] = [];
    const found = () => (reports.push(...takeCspViolations()), reports.join("\n"));
    await expect.poll(found).toMatch(/script-src-elem blocked inline/);
    await expect.poll(found).toMatch(/frame-src blocked https:\/\/evil\.example/);
    await expect.poll(found).toMatch(/img-src blocked http:\/\/tracker\.example/);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(
      undefined,
    );
    // The host guard (support/hosts.ts) sees what the page tried to fetch from other hosts, even
    // what the policy then refused; these attempts are this test's own, so it takes them.
    for (const attempt of takeOffHostRequests())
      expect(attempt).toMatch(
        /^GET (https:\/\/evil\.example\/|http:\/\/tracker\.example\/pixel\.gif) /,
      );
    await context.close();
  });
});

describe("production configuration", () => {
  it("refuses to start on a PostgreSQL server without real secrets and https", async () => {
    await expect(
      startServer({
        seed: false,
        env: {
          DATABASE_URL: "postgres://app:pw@127.0.0.1:1/arcade",
          AUTH_SECRET: "",
          SECRETS_KEY: "short",
          PUBLIC_SITE_URL: "http://arcadia.example",
        },
      }),
    ).rejects.toThrow(
      /CONFIG_ERROR.*AUTH_SECRET must hold at least 32 random bytes.*SECRETS_KEY must hold.*PUBLIC_SITE_URL must be an https:\/\/ URL/s,
    );
  });
});
