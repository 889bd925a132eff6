import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contentSecurityPolicy, withScriptHashes } from "@/platform/http/csp";
import {
  createPageCache,
  everyScriptNonced,
  existingPageKey,
  inlineScriptHashes,
  type KnownParams,
  isCacheablePath,
  PAGE_CACHE_TTL_MS,
  pageKey,
} from "@/platform/http/page-cache";
import { parseShopQuery } from "@/modules/catalog/public/shop-view";
import { pageCacheStats } from "@/platform/http/page-cache-stats";
import { deferredAppScripts } from "@/platform/http/deferred-start";
import { nextPageGeneration, NOT_CACHED_ATTRIBUTE } from "@/platform/page-generation";

const sha = (s: string) => createHash("sha256").update(s).digest("base64");

describe("inlineScriptHashes", () => {
  it("hashes inline scripts only, not script files or JSON-LD data blocks", () => {
    const html = [
      '<script src="/_next/static/a.js" async nonce="n"></script>',
      '<script nonce="n">self.__next_f.push([1,"x"])</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      "<script>$RC('a','b')</script>",
      "<script>$RC('a','b')</script>",
    ].join("");
    expect(inlineScriptHashes(html).sort()).toEqual(
      [sha('self.__next_f.push([1,"x"])'), sha("$RC('a','b')")].sort(),
    );
  });
});

describe("everyScriptNonced", () => {
  it("accepts a render whose every script carries its nonce (data blocks need none)", () => {
    const html = [
      '<script src="/_next/static/a.js" async="" nonce="n1"></script>',
      '<script nonce="n1">self.__next_f.push([1,"x"])</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
    ].join("");
    expect(everyScriptNonced(html, "n1")).toBe(true);
    expect(everyScriptNonced("<p>no scripts</p>", undefined)).toBe(true);
  });

  it("refuses one script without the render's nonce, inline or a file", () => {
    const nonced = '<script nonce="n1">go()</script>';
    for (const stray of [
      "<script>alert(1)</script>",
      '<script nonce="n2">alert(1)</script>',
      '<script src="/storage/game-media/x.js"></script>',
      '<SCRIPT type="module">alert(1)</SCRIPT>',
      '<script type="text/javascript" nonce="">alert(1)</script>',
    ]) {
      expect(everyScriptNonced(nonced + stray, "n1"), stray).toBe(false);
      expect(everyScriptNonced(nonced, undefined)).toBe(false);
    }
  });
});

describe("withScriptHashes", () => {
  const scripts = (policy: string) =>
    policy
      .split("; ")
      .find((d) => d.startsWith("script-src "))!
      .split(" ")
      .slice(1);

  it("swaps the nonce and 'strict-dynamic' for the hashes and keeps every other directive", () => {
    const nonced = contentSecurityPolicy({ nonce: "abc", dev: false, maps: false, https: true });
    const hashed = withScriptHashes(nonced, ["h1", "h2"]);
    expect(scripts(hashed)).toEqual(["'self'", "'sha256-h1'", "'sha256-h2'"]);
    const others = (p: string) => p.split("; ").filter((d) => !d.startsWith("script-src "));
    expect(others(hashed)).toEqual(others(nonced));
    expect(scripts(hashed).join(" ")).not.toMatch(/unsafe|nonce-/);
  });

  it("names the Google Maps script hosts only when the policy admits Maps", () => {
    const off = contentSecurityPolicy({ nonce: "a", dev: false, maps: false, https: false });
    const on = contentSecurityPolicy({ nonce: "a", dev: false, maps: true, https: false });
    expect(scripts(withScriptHashes(off, []))).toEqual(["'self'"]);
    expect(scripts(withScriptHashes(on, []))).toContain("https://maps.googleapis.com");
  });
});

describe("pageKey", () => {
  const key = (u: string) => pageKey(new URL(u, "http://localhost"));

  it("drops every parameter a page does not read", () => {
    for (const u of ["/?r=1", "/?r=2&x=y", "/", "/about?utm_source=mail", "/blog/a-post?r=9"])
      expect(key(u), u).toBe(new URL(u, "http://localhost").pathname);
  });

  it("keeps each language's shop and blog under their own path, reading the same parameters", () => {
    expect(key("/es/shop?sort=name&r=1")).toBe("/es/shop?sort=name");
    expect(key("/pt-br/blog?tag=News&utm_source=x")).toBe("/pt-br/blog?tag=News");
    expect(key("/ar?r=1")).toBe("/ar");
  });

  it("keeps the shop's filter, sort and page, normalised and in one order", () => {
    expect(key("/shop?sort=name&r=1&category=%20Racing%20")).toBe(
      "/shop?category=Racing&sort=name",
    );
    expect(key("/shop?category=Racing&sort=name")).toBe("/shop?category=Racing&sort=name");
    for (const u of [
      "/shop?sort=newest",
      "/shop?sort=bogus&page=1",
      "/shop?page=0",
      "/shop?page=x",
    ])
      expect(key(u), u).toBe("/shop");
    expect(key("/shop?page=02")).toBe("/shop?page=2");
    expect(key(`/shop?category=${"x".repeat(101)}`)).toBe("/shop");
  });

  it("keeps the blog's tag, trimmed", () => {
    expect(key("/blog?tag=%20News%20&r=1")).toBe("/blog?tag=News");
    expect(key("/blog?tag=")).toBe("/blog");
  });

  it("reads the shop's parameters as the shop page does", () => {
    const queries = [
      "category=Racing&sort=category&page=3",
      "category=%20racing%20&sort=name",
      "sort=nonsense&page=-4",
      "page=7&page=2&sort=name&sort=category",
      "category=&sort=newest",
    ];
    for (const q of queries) {
      // As Next.js hands them to the page: a repeated parameter as an array.
      const sp = new URLSearchParams(q);
      const asked = Object.fromEntries(
        [...new Set(sp.keys())].map((k) => [
          k,
          sp.getAll(k).length > 1 ? sp.getAll(k) : sp.get(k)!,
        ]),
      );
      const kept = Object.fromEntries(new URL(key(`/shop?${q}`), "http://x").searchParams);
      expect(parseShopQuery(kept), q).toEqual(parseShopQuery(asked));
    }
  });
});

const KNOWN: KnownParams = {
  pageSize: 2,
  games: 3,
  categories: [
    { name: "Racing", games: 3 },
    { name: "Pinball", games: 0 },
  ],
  tags: ["News", "Big Events"],
};

describe("existingPageKey", () => {
  it("keeps pages whose category, tag and page number exist, and no others", () => {
    const key = (u: string) => existingPageKey(pageKey(new URL(u, "http://localhost")), KNOWN);
    for (const u of ["/", "/about", "/shop", "/shop?sort=name", "/es/shop?page=2"])
      expect(key(u), u).toBe(u);
    expect(key("/shop?category=Racing&page=2")).toBe("/shop?category=Racing&page=2");
    expect(key("/blog?tag=Big%20Events")).toBe("/blog?tag=Big+Events");
    expect(key("/fr/blog?tag=News")).toBe("/fr/blog?tag=News");
    // An empty category is a real page, with one (empty) page.
    expect(key("/shop?category=Pinball")).toBe("/shop?category=Pinball");
    for (const u of [
      "/shop?category=Junk",
      "/shop?category=Pinball&page=2",
      "/shop?page=3",
      "/shop?category=Racing&sort=name&page=3",
      "/de/shop?page=999999",
      "/blog?tag=news",
      "/blog?tag=Nothing",
    ])
      expect(key(u), u).toBeNull();
  });

  it("keeps a category typed in other letter case under the category's own name", () => {
    const key = (u: string) => existingPageKey(pageKey(new URL(u, "http://localhost")), KNOWN);
    expect(key("/shop?category=RACING&sort=name")).toBe("/shop?category=Racing&sort=name");
    expect(key("/ar/shop?category=racing")).toBe("/ar/shop?category=Racing");
  });
});

describe("isCacheablePath", () => {
  it("keeps public pages and never the back office, APIs or files", () => {
    for (const p of ["/", "/shop", "/shop/abc", "/blog/a-post", "/warranty", "/quality"])
      expect(isCacheablePath(p), p).toBe(true);
    for (const p of ["/admin", "/admin/leads", "/api/health", "/storage/x.webp", "/robots.txt"])
      expect(isCacheablePath(p), p).toBe(false);
  });

  it("never keeps a buyer's quote page: it is theirs and changes with their answer", () => {
    for (const p of ["/q/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "/q", "/q/x/accept"])
      expect(isCacheablePath(p), p).toBe(false);
  });
});

describe("createPageCache", () => {
  let server: http.Server;
  let base = "";
  let renders: string[] = [];
  let content = "first";
  let delay = 0;
  let onRender: (() => void) | undefined;
  let databaseUp = true;
  let known: KnownParams | null = KNOWN;
  let knownAsked = 0;
  const cache = createPageCache({ origin: () => base, databaseOnline: async () => databaseUp });

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (cache.isRender(req) && req.url === "/api/page-params") {
        knownAsked++;
        if (known)
          res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(known));
        else res.writeHead(500).end("{}");
        return;
      }
      if (cache.isRender(req)) {
        renders.push(req.url!);
        onRender?.();
        const nonce = "r" + renders.length;
        const page = (status: number, extra = "") => {
          res.writeHead(status, {
            "content-type": "text/html; charset=utf-8",
            "content-security-policy": `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
            "x-content-type-options": "nosniff",
            "cache-control": "private, no-store",
            ...(req.headers.cookie ? { "x-saw-cookie": "yes" } : {}),
          });
          res.end(
            `<html><body>${content}${extra}<script nonce="${nonce}">go(${JSON.stringify(content)})</script></body></html>`,
          );
        };
        setTimeout(() => {
          if (req.url === "/missing") page(404);
          else if (req.url === "/stray") page(200, "<script>alert(document.cookie)</script>");
          else if (req.url === "/failing") page(200, `<div ${NOT_CACHED_ATTRIBUTE}=""></div>`);
          else page(200);
        }, delay);
        return;
      }
      cache.handle(req, res).then((served) => {
        if (!served) res.writeHead(418).end("not a page");
      });
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));
  beforeEach(() => {
    renders = [];
    knownAsked = 0;
    delay = 0;
    onRender = undefined;
    nextPageGeneration();
  });

  it("renders a page once, then serves the copy with its scripts allowed by hash", async () => {
    content = "games";
    const first = await fetch(`${base}/shop`);
    const second = await fetch(`${base}/shop`, { headers: { cookie: "session=staff" } });
    expect(renders).toEqual(["/shop"]);
    for (const res of [first, second]) {
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain("games");
      expect(html).not.toContain("nonce=");
      const policy = res.headers.get("content-security-policy")!;
      expect(policy).toContain(`'sha256-${sha('go("games")')}'`);
      expect(policy).not.toMatch(/nonce-|strict-dynamic/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      // The visitor's cookie never reached the render.
      expect(res.headers.get("x-saw-cookie")).toBeNull();
    }
  });

  it("renders one page for any number of parameters the page does not read", async () => {
    content = "home";
    for (let i = 0; i < 5; i++) expect((await fetch(`${base}/?r=${i}`)).status).toBe(200);
    await fetch(`${base}/shop?sort=name&junk=1`);
    await fetch(`${base}/shop?junk=2&sort=name`);
    expect(renders).toEqual(["/", "/shop?sort=name"]);
  });

  it("keeps only pages whose category, tag and page exist; others render for each visitor", async () => {
    content = "list";
    for (let i = 0; i < 2; i++)
      for (const u of ["/shop?category=Racing", "/shop?category=racing", "/blog?tag=News"])
        expect((await fetch(base + u)).status, u).toBe(200);
    expect(renders).toEqual(["/shop?category=Racing", "/blog?tag=News"]);
    renders = [];
    for (let i = 0; i < 2; i++)
      for (const u of [
        "/shop?category=Junk",
        "/shop?page=3",
        "/blog?tag=Other",
        "/es/shop?page=2&category=Nope",
      ]) {
        const res = await fetch(base + u);
        expect(res.status, u).toBe(200);
        // Passed on as rendered, with the render's own nonce policy.
        expect(res.headers.get("content-security-policy"), u).toMatch(/'nonce-r\d+'/);
      }
    const strangers = [
      "/shop?category=Junk",
      "/shop?page=3",
      "/blog?tag=Other",
      "/es/shop?category=Nope&page=2",
    ];
    expect(renders).toEqual([...strangers, ...strangers]);
    // The known values were asked once for this content.
    expect(knownAsked).toBe(1);
    nextPageGeneration();
    await fetch(`${base}/shop?category=Racing`);
    expect(knownAsked).toBe(2);
  });

  it("keeps no page with parameters while the known values cannot be read", async () => {
    known = null;
    try {
      for (let i = 0; i < 2; i++) await fetch(`${base}/shop?category=Racing&sort=name`);
      // A page without parameters needs no known values.
      for (let i = 0; i < 2; i++) await fetch(`${base}/warranty`);
      expect(renders).toEqual([
        "/shop?category=Racing&sort=name",
        "/shop?category=Racing&sort=name",
        "/warranty",
      ]);
      known = KNOWN;
      // A failed answer is not remembered.
      for (let i = 0; i < 2; i++) await fetch(`${base}/shop?category=Racing&sort=name`);
      expect(renders.length).toBe(4);
    } finally {
      known = KNOWN;
    }
  });

  it("renders anew once the content generation moves on (a write here or elsewhere)", async () => {
    content = "old";
    expect(await (await fetch(`${base}/about`)).text()).toContain("old");
    content = "new";
    expect(await (await fetch(`${base}/about`)).text()).toContain("old");
    nextPageGeneration();
    expect(await (await fetch(`${base}/about`)).text()).toContain("new");
    expect(renders).toEqual(["/about", "/about"]);
  });

  it("past its time, serves the kept page once more while a fresh render replaces it", async () => {
    content = "v1";
    expect(await (await fetch(`${base}/support`)).text()).toContain("v1");
    content = "v2";
    const now = Date.now();
    const clock = vi.spyOn(Date, "now").mockReturnValue(now + PAGE_CACHE_TTL_MS + 1);
    try {
      expect(await (await fetch(`${base}/support`)).text()).toContain("v1");
      // The fresh render is kept once its body is read, a moment after the render is called.
      await vi.waitFor(async () =>
        expect(await (await fetch(`${base}/support`)).text()).toContain("v2"),
      );
      expect(renders).toEqual(["/support", "/support"]);
    } finally {
      clock.mockRestore();
    }
  });

  it("does not keep a render a write overtook, and renders once for visitors asking together", async () => {
    content = "during";
    delay = 100;
    onRender = () => nextPageGeneration();
    const answers = await Promise.all([1, 2, 3].map(() => fetch(`${base}/blog`)));
    for (const a of answers) expect(await a.text()).toContain("during");
    expect(renders).toEqual(["/blog"]);
    onRender = undefined;
    await fetch(`${base}/blog`);
    expect(renders).toEqual(["/blog", "/blog"]);
  });

  it("passes on, but never keeps, a not-found page or one showing a failed read", async () => {
    for (const path of ["/missing", "/missing", "/failing", "/failing"]) await fetch(base + path);
    expect(renders).toEqual(["/missing", "/missing", "/failing", "/failing"]);
    const missing = await fetch(`${base}/missing`);
    expect(missing.status).toBe(404);
    // A page not kept keeps the nonce policy it was rendered with.
    expect(missing.headers.get("content-security-policy")).toMatch(/'nonce-r\d+'/);
  });

  it("passes on once, never keeps, a page holding a script without the render's nonce", async () => {
    content = "stray";
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${base}/stray`);
      expect(res.status).toBe(200);
      // Under the nonce policy it was rendered with, which refuses that script.
      expect(res.headers.get("content-security-policy")).toMatch(/'nonce-r\d+' 'strict-dynamic'/);
      expect(await res.text()).toContain("<script>alert(document.cookie)</script>");
    }
    expect(renders).toEqual(["/stray", "/stray"]);
  });

  it("answers a matching If-None-Match with 304 and compresses for the client", async () => {
    const first = await fetch(`${base}/faq`);
    const etag = first.headers.get("etag")!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${base}/faq`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    const gz = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/faq`, { headers: { "accept-encoding": "gzip" } }, resolve),
    );
    expect(gz.headers["content-encoding"]).toBe("gzip");
    gz.resume();
  });

  it("lets Next.js answer instead of a kept page while the database is unreachable", async () => {
    content = "kept";
    expect(await (await fetch(`${base}/shipping`)).text()).toContain("kept");
    databaseUp = false;
    const now = Date.now();
    // Well past the 2 s the last good answer is trusted for (other tests move the clock too).
    const clock = vi.spyOn(Date, "now").mockReturnValue(now + 10 * PAGE_CACHE_TTL_MS);
    try {
      expect((await fetch(`${base}/shipping`)).status).toBe(418);
      databaseUp = true;
      // A failed answer is not remembered: the first request after the outage gets the page.
      expect(await (await fetch(`${base}/shipping`)).text()).toContain("kept");
    } finally {
      clock.mockRestore();
    }
  });

  it("leaves client-side navigations, APIs and the back office to Next.js", async () => {
    for (const [path, headers] of [
      ["/shop", { rsc: "1" }],
      ["/shop?_rsc=abc", {}],
      ["/admin/games", {}],
      ["/api/health", {}],
    ] as const) {
      const res = await fetch(base + path, { headers });
      expect(res.status, path).toBe(418);
    }
    expect(renders).toEqual([]);
  });
});

describe("createPageCache's memory bound", () => {
  it("keeps pages up to maxBytes, dropping the least recently used, and reports its size", async () => {
    const body = (n: number) => `<html><body>${"x".repeat(20_000)}${n}</body></html>`;
    let renders = 0;
    const cache = createPageCache({
      origin: () => base,
      databaseOnline: async () => true,
      // Room for two of these pages (each kept with its gzip and brotli copies), not three.
      maxBytes: 45_000,
    });
    const server = http.createServer((req, res) => {
      if (cache.isRender(req)) {
        renders++;
        res.writeHead(200, { "content-type": "text/html" }).end(body(Number(req.url!.slice(2))));
        return;
      }
      void cache.handle(req, res);
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const p of ["/p1", "/p2", "/p3"]) await (await fetch(base + p)).text();
      expect(renders).toBe(3);
      const stats = pageCacheStats()!;
      expect(stats.maxBytes).toBe(45_000);
      expect(stats.pages).toBe(2);
      expect(stats.bytes).toBeGreaterThan(40_000);
      expect(stats.bytes).toBeLessThanOrEqual(45_000);
      // The two most recent are served from memory; the first was dropped and renders again.
      await (await fetch(`${base}/p3`)).text();
      await (await fetch(`${base}/p2`)).text();
      expect(renders).toBe(3);
      await (await fetch(`${base}/p1`)).text();
      expect(renders).toBe(4);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe("a kept page's data, served apart (the HTML in one round trip)", () => {
  let content = "games";
  let renders = 0;
  const page = (nonce: string) => {
    // Rows in the order the data arrived in: not the same from one render to the next.
    const rows = [`"1:${content}"`, `"2:footer"`];
    if (renders % 2) rows.reverse();
    return [
      "<!DOCTYPE html><html><head>",
      `<script src="/_next/static/chunks/main.js" async="" nonce="${nonce}"></script>`,
      `</head><body><main>${content}</main>`,
      `<script nonce="${nonce}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
      ...rows.map(
        (r) =>
          `<script nonce="${nonce}">self.__next_f.push([1,${r}, {"nonce":"${nonce}"}])</script>`,
      ),
      "</body></html>",
    ].join("");
  };
  const servers: http.Server[] = [];
  /** One process: its own page cache, rendering by itself. */
  async function process(): Promise<string> {
    const cache = createPageCache({ origin: () => base, databaseOnline: async () => true });
    let base = "";
    const server = http.createServer((req, res) => {
      if (cache.isRender(req) && req.url === "/api/page-params")
        return void res.end(JSON.stringify(KNOWN));
      if (cache.isRender(req)) {
        renders++;
        const nonce = `n0nce${renders}`;
        res.writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          "content-security-policy": `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
        });
        return void res.end(page(nonce));
      }
      cache.handle(req, res).then((served) => {
        if (!served) res.writeHead(418).end("not a page");
      });
    });
    servers.push(server);
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    return (base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

  it("takes the data out of the page and serves it as the app's first script, for good", async () => {
    const one = await process();
    const html = await (await fetch(`${one}/shop`)).text();
    expect(html).not.toContain("__next_f");
    expect(html).toContain("<main>games</main>");
    const [data, ...app] = deferredAppScripts(html);
    expect(data).toMatch(/^\/_kept\/flight\/[\w-]{22}\.js\?page=%2Fshop$/);
    expect(app).toEqual(["/_next/static/chunks/main.js"]);
    const res = await fetch(one + data);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const js = await res.text();
    // Every row, in order, and the render's nonce nowhere.
    expect(js).toMatch(/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\);\n/);
    expect(js).toContain('"1:games"');
    expect(js).toContain('"2:footer"');
    expect(js).not.toMatch(/n0nce/);
    let pushed: unknown[] = [];
    new Function("self", js)({ __next_f: (pushed = []) });
    expect(pushed).toHaveLength(3);
  });

  it("serves a page's data from another process, though its rows come in another order", async () => {
    const [one, two] = [await process(), await process()];
    content = "racing";
    const got = await (await fetch(`${one}/shop?category=Racing`)).text();
    const [data] = deferredAppScripts(got);
    const before = renders;
    const res = await fetch(two + data);
    expect(res.status).toBe(200);
    expect(renders).toBe(before + 1);
    expect(await res.text()).toContain('"1:racing"');
  });

  it("serves old data while it keeps the old page, then answers 404 (the bootstrap reloads)", async () => {
    const [one, two] = [await process(), await process()];
    content = "old";
    const [data] = deferredAppScripts(await (await fetch(`${one}/blog`)).text());
    content = "new";
    nextPageGeneration();
    // The visitor's page is the old one: its own data hydrates it as it was shown.
    expect(await (await fetch(one + data)).text()).toContain('"1:old"');
    const gone = await fetch(two + data);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("cache-control")).toBe("no-store");
    // Asked again, or for made-up data, the process renders no more: its page is current.
    const rendered = renders;
    expect((await fetch(two + data)).status).toBe(404);
    expect((await fetch(two + data!.replace(/flight\/\w/, "flight/x"))).status).toBe(404);
    expect(renders).toBe(rendered);
    const hash = data!.match(/flight\/([\w-]+)\.js/)![1]!;
    for (const page of ["/admin", "/api/health", "/blog%3Fjunk%3D1", "//evil.example/"])
      expect((await fetch(`${one}/_kept/flight/${hash}.js?page=${page}`)).status).not.toBe(200);
  });
});
