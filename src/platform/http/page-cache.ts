/**
 * Rendered public pages, kept per process and served without rendering (docs/decisions/
 * 014-page-cache.md). A page is rendered once per content generation (page-generation.ts: every
 * write that drops cached reads moves it on, here or in another process) by a request to this
 * very server, then served from memory with a CSP that allows its inline scripts by hash.
 * Loaded by server.ts outside the Next.js bundle: Node built-ins only, no "server-only".
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { LRUCache } from "lru-cache";
import { NOT_CACHED_ATTRIBUTE, pageGeneration } from "../page-generation";
import { splitLocalePath } from "../i18n/locales";
import { withScriptHashes } from "./csp";
import { appStartSetting, deferAppStart, SPECULATION_RULES } from "./deferred-start";
import { flightHash, flightRequest, flightUrl, splitFlight } from "./flight-split";
import { publishPageCacheStats } from "./page-cache-stats";
import { resolveBoundaries } from "./resolve-boundaries";

/**
 * Same bound as cached reads (platform/cached.ts) on what another process may serve if a NOTIFY is
 * lost: an older page is served once more while a fresh render replaces it.
 */
export const PAGE_CACHE_TTL_MS = 60_000;
const MAX_PAGES = 1000;
/** When the server gives no bound (server.ts sizes it from the machine's memory). */
const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;
const RENDER_TIMEOUT_MS = 30_000;
const ONLINE_TRUST_MS = 2000;

/** A body kept with its compressed copies. */
type Encoded = { body: Buffer; gzip: Buffer; br: Buffer; etag: string };

type Page = Encoded & {
  generation: number;
  renderedAt: number;
  headers: Record<string, string>;
  /** The data the app hydrates from, served apart (flight-split.ts). */
  flight?: Encoded & { hash: string };
};

/** A render's answer when it is not kept: passed on to the visitor as it came. */
type Passed = { status: number; headers: [string, string][]; body: Buffer };

// Of the loopback connection, not of the answer passed on (the body is sent whole, with its length).
const CONNECTION_HEADERS = ["connection", "keep-alive", "transfer-encoding", "content-length"];
// Also set anew for each copy served later or to another visitor.
const NOT_KEPT_HEADERS = new Set([
  ...CONNECTION_HEADERS,
  "content-encoding",
  "date",
  "etag",
  "cache-control",
  "content-security-policy",
  // Next.js's own routing note (the language a path was rewritten to): nothing for a visitor.
  "x-middleware-rewrite",
]);

/** Pages only: the back office, APIs, stored and built files are never kept. */
export function isCacheablePath(pathname: string): boolean {
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return false;
  if (/^\/(api|storage|_next|_site|images|bench-floor)(\/|$)/.test(pathname)) return false;
  // A buyer's quote page is theirs and changes with their answer (and records their first view):
  // a kept copy would show the quote as it was before Accept, and to the render, not the buyer.
  if (/^\/q(\/|$)/.test(pathname)) return false;
  // The operator portal is per signed-in operator, in every language.
  if (/^\/portal(\/|$)/.test(splitLocalePath(pathname).path)) return false;
  // Files (robots.txt, icon.png, ...) are cheap already.
  return !/\.[a-z0-9]+$/i.test(pathname);
}

const MAX_PARAM_LENGTH = 100;
const trimmed = (v: string | null) => {
  const t = v?.trim();
  return t && t.length <= MAX_PARAM_LENGTH ? t : null;
};

/**
 * The query parameters each public page reads, normalised as the page reads them; a page not named
 * here reads none. Mirrors `parseShopQuery` (catalog/public/shop-view.ts) and the blog's tag; a
 * unit test holds them together.
 */
const PAGE_PARAMS: Record<string, (q: URLSearchParams) => [string, string | null][]> = {
  "/shop": (q) => {
    const sort = q.get("sort");
    const page = Number.parseInt(q.get("page") ?? "1", 10);
    return [
      ["category", trimmed(q.get("category"))],
      ["sort", sort === "name" || sort === "category" ? sort : null],
      ["page", page > 1 && page < 1e6 ? String(page) : null],
    ];
  },
  "/blog": (q) => [["tag", trimmed(q.get("tag"))]],
};

/**
 * What a page request is kept and rendered under: the path and only the parameters the page reads,
 * normalised, so `/?r=<random>` is `/` and cannot render a page per request or evict real pages.
 */
export function pageKey(url: URL): string {
  // /es/shop reads what /shop reads (each language's page is kept under its own path).
  const read = PAGE_PARAMS[splitLocalePath(url.pathname).path]?.(url.searchParams) ?? [];
  const kept = new URLSearchParams();
  for (const [name, value] of read) if (value !== null) kept.set(name, value);
  const query = kept.toString();
  return query ? `${url.pathname}?${query}` : url.pathname;
}

/** The values the shop's and the blog's parameters can name today (GET /api/page-params). */
export type KnownParams = {
  /** Games per page of the shop. */
  pageSize: number;
  /** Every game, and each category (by its English name, the filter's value) with its games. */
  games: number;
  categories: { name: string; games: number }[];
  tags: string[];
};

const lastPage = (games: number, pageSize: number) => Math.max(1, Math.ceil(games / pageSize));

/**
 * The key of a page that exists, or null: a category or tag that names nothing, or a page number
 * past the list's last page, is rendered for its visitor but never kept, so made-up values cannot
 * fill the cache or evict real pages. A category typed in other letter case is the page of the
 * category (the shop reads it so) and is kept under the category's own name.
 */
export function existingPageKey(key: string, known: KnownParams): string | null {
  const [path, query] = key.split("?") as [string, string | undefined];
  if (!query) return key;
  const q = new URLSearchParams(query);
  const page = splitLocalePath(path).path;
  if (page === "/blog") return known.tags.includes(q.get("tag")!) ? key : null;
  if (page !== "/shop") return null;
  let games = known.games;
  const asked = q.get("category");
  if (asked !== null) {
    const named = known.categories.find((c) => c.name.toLowerCase() === asked.toLowerCase());
    if (!named) return null;
    q.set("category", named.name);
    games = named.games;
  }
  if (Number(q.get("page") ?? 1) > lastPage(games, known.pageSize)) return null;
  return `${path}?${q.toString()}`;
}

/**
 * A document request any visitor could have made: client-side navigations (RSC payloads),
 * server actions and conditional range requests go to Next.js as they are.
 */
function isPageRequest(req: IncomingMessage, url: URL): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const h = req.headers;
  if (h.rsc || h["next-action"] || h["next-router-state-tree"] || h.range) return false;
  if (url.searchParams.has("_rsc")) return false;
  return isCacheablePath(url.pathname);
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

/** A script element's type when it is a data block (JSON-LD), which no policy applies to. */
function isDataBlock(attrs: string): boolean {
  const type = attrs.match(/\btype\s*=\s*"([^"]*)"/i)?.[1];
  return Boolean(type && !/^(text|application)\/(java|ecma)script$|^module$/i.test(type));
}

/**
 * Whether every script of a render carries the render's nonce. Only then may the page be kept:
 * its kept policy allows its inline scripts by hash and its files by 'self', so a script that the
 * nonce policy would have refused (one written into the page by content, not by Next.js) would run
 * in the kept copy. Such a page is passed on once under its nonce policy, never kept.
 */
export function everyScriptNonced(html: string, nonce: string | undefined): boolean {
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const attrs = m[1]!;
    if (isDataBlock(attrs)) continue;
    if (!nonce || attrs.match(/\bnonce\s*=\s*"([^"]*)"/i)?.[1] !== nonce) return false;
  }
  return true;
}

/** SHA-256 (base64) of every inline script: the sources its CSP must allow. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    if (/\bsrc\s*=/i.test(attrs) || isDataBlock(attrs)) continue;
    hashes.add(sha256(m[2]!));
  }
  return [...hashes];
}

function encoded(body: Buffer): Encoded {
  return {
    body,
    gzip: gzipSync(body),
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } }),
    etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
  };
}

const renderNonce = (rendered: Response) =>
  rendered.headers.get("content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];

function keep(
  key: string,
  rendered: Response,
  html: string,
  generation: number,
  renderedAt: number,
): Page {
  const policy = rendered.headers.get("content-security-policy");
  const nonce = renderNonce(rendered);
  // The render's nonce is not part of the policy served with the copy; it has no use there.
  const whole = resolveBoundaries(html.replace(/ nonce="[^"]*"/g, ""));
  const split = splitFlight(whole, nonce);
  const apart = split && deferAppStart(split.html, appStartSetting(), FLIGHT_URL_SLOT);
  let kept: string;
  let flight: Page["flight"];
  if (apart && apart !== split.html) {
    const hash = flightHash(apart);
    kept = apart.replace(JSON.stringify(FLIGHT_URL_SLOT), JSON.stringify(flightUrl(key, hash)));
    flight = { hash, ...encoded(Buffer.from(split.flight, "utf8")) };
  } else {
    // A page whose app does not start late keeps its data inline, where Next.js put it.
    kept = deferAppStart(whole);
  }
  const body = Buffer.from(kept, "utf8");
  const headers: Record<string, string> = {};
  rendered.headers.forEach((value, name) => {
    if (!NOT_KEPT_HEADERS.has(name)) headers[name] = value;
  });
  // A preload's nonce is the render's, of no use with the copy (as in the HTML above).
  if (headers.link) headers.link = headers.link.replace(/; nonce="[^"]*"/g, "");
  if (policy)
    headers["content-security-policy"] = withScriptHashes(policy, [
      ...inlineScriptHashes(kept),
      // Added by the bootstrap, not written in the HTML.
      sha256(SPECULATION_RULES),
    ]);
  headers["cache-control"] = "public, max-age=0, must-revalidate";
  if (!/\baccept-encoding\b/i.test(headers.vary ?? ""))
    headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
  return {
    generation,
    renderedAt,
    headers,
    ...encoded(body),
    flight,
  };
}

/** Where the data's name goes once the page it names is written. */
const FLIGHT_URL_SLOT = "__flight__";

/** Headers of a kept page's data: its name changes with its page, so it is kept for good. */
const FLIGHT_HEADERS = {
  "content-type": "text/javascript; charset=utf-8",
  "cache-control": "public, max-age=31536000, immutable",
  "x-content-type-options": "nosniff",
  vary: "Accept-Encoding",
};

function send(
  req: IncomingMessage,
  res: ServerResponse,
  kept: Encoded,
  headers: Record<string, string>,
) {
  if (req.headers["if-none-match"] === kept.etag) {
    res.writeHead(304, { etag: kept.etag, "cache-control": headers["cache-control"]! });
    return void res.end();
  }
  const accepts = req.headers["accept-encoding"] ?? "";
  const [encoding, body] = /\bbr\b/.test(accepts)
    ? (["br", kept.br] as const)
    : /\bgzip\b/.test(accepts)
      ? (["gzip", kept.gzip] as const)
      : ([undefined, kept.body] as const);
  res.writeHead(200, {
    ...headers,
    etag: kept.etag,
    "content-length": String(body.byteLength),
    ...(encoding ? { "content-encoding": encoding } : {}),
  });
  res.end(req.method === "HEAD" ? undefined : body);
}

function pass(req: IncomingMessage, res: ServerResponse, answer: Passed) {
  res.writeHead(answer.status, [...answer.headers, ["content-length", String(answer.body.length)]]);
  res.end(req.method === "HEAD" ? undefined : answer.body);
}

/**
 * The cache of one server. `handle` answers a page request from memory, rendering it first when
 * needed, and returns false for anything it does not serve (which then goes to Next.js).
 * Renders arrive carrying `isRender`'s header and go straight to Next.js.
 */
export function createPageCache(opts: {
  origin: () => string;
  /** Bytes of kept pages (their HTML with its gzip and brotli copies); the least recent go first. */
  maxBytes?: number;
  /** Whether the database answers: without it, pages say so, not old news. */
  databaseOnline: () => Promise<boolean>;
}) {
  const token = randomBytes(16).toString("hex");
  const maxBytes = opts.maxBytes ?? DEFAULT_MAX_BYTES;
  const pages = new LRUCache<string, Page>({
    max: MAX_PAGES,
    maxSize: maxBytes,
    sizeCalculation: (p) =>
      [p, p.flight].reduce((n, e) => n + (e ? e.body.length + e.gzip.length + e.br.length : 0), 0),
  });
  publishPageCacheStats(() => ({ pages: pages.size, bytes: pages.calculatedSize, maxBytes }));
  // One render per page and generation however many visitors ask at once.
  const rendering = new Map<string, Promise<Page | Passed>>();

  /** `mayKeep: false`: a page that must not be kept, passed on as it was rendered. */
  async function render(key: string, generation: number, mayKeep: boolean): Promise<Page | Passed> {
    const startedAt = Date.now();
    // Nothing of the visitor's goes along: a kept page must be the same for everyone.
    const rendered = await fetch(opts.origin() + key, {
      headers: { "x-page-render": token, accept: "text/html", "accept-encoding": "identity" },
      redirect: "manual",
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    });
    const body = Buffer.from(await rendered.arrayBuffer());
    const html = body.toString("utf8");
    const keepable =
      mayKeep &&
      rendered.status === 200 &&
      (rendered.headers.get("content-type") ?? "").startsWith("text/html") &&
      !rendered.headers.has("set-cookie") &&
      !html.includes(NOT_CACHED_ATTRIBUTE) &&
      everyScriptNonced(html, renderNonce(rendered));
    if (!keepable) {
      const headers: [string, string][] = [];
      rendered.headers.forEach((value, name) => {
        if (!CONNECTION_HEADERS.includes(name)) headers.push([name, value]);
      });
      return { status: rendered.status, headers, body };
    }
    const page = keep(key, rendered, html, generation, startedAt);
    // A write during the render may not be in it: serve it to those who asked, keep it not.
    if (pageGeneration() === generation) pages.set(key, page);
    return page;
  }

  // Asked at most every 2 s, like the layout's own check; a failed answer is not remembered, so
  // the first visitor after an outage gets the pages back.
  let online: { answer: Promise<boolean>; until: number } | undefined;
  function databaseOnline(): Promise<boolean> {
    if (online && Date.now() < online.until) return online.answer;
    const entry = {
      answer: opts.databaseOnline().catch(() => false),
      until: Date.now() + ONLINE_TRUST_MS,
    };
    online = entry;
    void entry.answer.then((ok) => {
      if (!ok && online === entry) online = undefined;
    });
    return entry.answer;
  }

  // The known values of the current content, asked once per generation and at most every
  // PAGE_CACHE_TTL_MS (a scheduled post's tags appear by themselves); a failed answer keeps nothing
  // with parameters and is not remembered.
  let known: { generation: number; until: number; answer: Promise<KnownParams | null> } | undefined;
  function knownParams(generation: number): Promise<KnownParams | null> {
    if (known && known.generation === generation && Date.now() < known.until) return known.answer;
    const entry = {
      generation,
      until: Date.now() + PAGE_CACHE_TTL_MS,
      answer: fetch(`${opts.origin()}/api/page-params`, {
        headers: { "x-page-render": token },
        signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      })
        .then((res) => (res.ok ? (res.json() as Promise<KnownParams>) : null))
        .catch(() => null),
    };
    known = entry;
    void entry.answer.then((answer) => {
      if (!answer && known === entry) known = undefined;
    });
    return entry.answer;
  }

  /** What a page is kept under, or null for a page that names something that does not exist. */
  async function keptKey(key: string, generation: number): Promise<string | null> {
    // The sort needs none: pageKey keeps only its real values.
    if (!/[?&](category|tag|page)=/.test(key)) return key;
    const values = await knownParams(generation);
    return values && existingPageKey(key, values);
  }

  function renderOnce(key: string, generation: number, mayKeep = true): Promise<Page | Passed> {
    const flight = `${generation} ${mayKeep ? "" : "passed "}${key}`;
    let answer = rendering.get(flight);
    if (!answer) {
      answer = render(key, generation, mayKeep).finally(() => rendering.delete(flight));
      rendering.set(flight, answer);
    }
    return answer;
  }

  /**
   * A kept page's data, from the page kept here, else from a render of it now: the same content
   * renders the same page in any process (flight-split.ts), so a page kept by another process
   * finds its data here too. A page kept here from older content still has its data (the
   * visitor's page is that one); data found nowhere is gone (404), and the bootstrap loads the
   * page anew.
   */
  async function sendFlight(
    req: IncomingMessage,
    res: ServerResponse,
    asked: { hash: string; pageKey: string },
  ) {
    const generation = pageGeneration();
    const named = pageKey(new URL(asked.pageKey, "http://localhost"));
    if (
      named === asked.pageKey &&
      isCacheablePath(named.split("?")[0]!) &&
      (await keptKey(named, generation)) === named
    ) {
      let page: Page | Passed | undefined = pages.get(named);
      // Rendered only when this process has no page of the current content: a made-up hash
      // costs no render.
      if (page?.flight?.hash !== asked.hash && page?.generation !== generation)
        page = await renderOnce(named, generation);
      if ("flight" in page && page.flight?.hash === asked.hash)
        return send(req, res, page.flight, FLIGHT_HEADERS);
    }
    res.writeHead(404, { "content-type": "text/plain", "cache-control": "no-store" });
    res.end(req.method === "HEAD" ? undefined : "Not found");
  }

  return {
    isRender: (req: IncomingMessage) => req.headers["x-page-render"] === token,

    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      const url = new URL(req.url ?? "/", "http://localhost");
      const flight = flightRequest(url);
      if (flight) return (await sendFlight(req, res, flight), true);
      if (!isPageRequest(req, url)) return false;
      const asked = pageKey(url);
      const generation = pageGeneration();
      const key = await keptKey(asked, generation);
      if (key === null) {
        pass(req, res, (await renderOnce(asked, generation, false)) as Passed);
        return true;
      }
      const hit = pages.get(key);
      if (hit && hit.generation === generation) {
        // Next.js then renders the page, which shows that the connection failed (never kept).
        if (!(await databaseOnline())) return false;
        if (Date.now() - hit.renderedAt > PAGE_CACHE_TTL_MS)
          renderOnce(key, generation).catch((e: unknown) =>
            console.error("Page cache refresh failed", key, e),
          );
        return (send(req, res, hit, hit.headers), true);
      }
      const result = await renderOnce(key, generation);
      if ("etag" in result) send(req, res, result, result.headers);
      else pass(req, res, result);
      return true;
    },
  };
}
