/** The only hosts a video embed may come from (the rich-text editor and testimonials). */
export const VIDEO_EMBED_ORIGINS = ["https://www.youtube-nocookie.com", "https://www.youtube.com"];

/**
 * Google Maps JavaScript API (the pricing dialog's place autocomplete), allowed only while a maps
 * key is configured, on the pages that use it (a page's definition says so: src/site/render/site-pages.tsx). Its script needs no host here: 'strict-dynamic' trusts what our nonced
 * scripts load; its API calls, styles, fonts and workers do.
 */
const MAPS = {
  // Named only in a public page's hash-based policy, which has no 'strict-dynamic'.
  // Google's allowlist for the API's script and the scripts it loads.
  script: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.ggpht.com",
    "https://*.googleusercontent.com",
  ],
  connect: ["https://*.googleapis.com", "https://*.google.com", "https://*.gstatic.com"],
  style: ["https://fonts.googleapis.com"],
  font: ["https://fonts.gstatic.com"],
  frame: ["https://*.google.com"],
  worker: ["blob:"],
};

/** A fresh, unguessable nonce for one response (128 bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * The Content-Security-Policy of an HTML response. Scripts run only when they carry this
 * request's nonce (Next.js reads it from the request's CSP header and puts it on its own
 * scripts), or when such a script loaded them ('strict-dynamic'); never inline or eval in
 * production. Images may come from any https host: staff paste outside image links into
 * content. Styles allow inline because React renders style attributes.
 */
export function contentSecurityPolicy(
  opts: {
    dev: boolean;
    maps: boolean;
    https: boolean;
  } & (
    | { nonce: string }
    /**
     * A page that any client may be given as it is (a public page, kept by a shared cache): its
     * inline scripts are allowed by their hashes, and scripts from the site's own origin (and the
     * Maps hosts, on a page that loads them) by address, since nothing in it varies per request.
     */
    | { hashes: string[] }
  ),
): string {
  const maps = (list: string[]) => (opts.maps ? list : []);
  const scripts =
    "nonce" in opts
      ? [`'nonce-${opts.nonce}'`, "'strict-dynamic'"]
      : [...opts.hashes.map((h) => `'sha256-${h}'`), ...maps(MAPS.script)];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...scripts,
      // React's development build evaluates code for its error overlays and stacks.
      ...(opts.dev ? ["'unsafe-eval'"] : []),
    ],
    "style-src": ["'self'", "'unsafe-inline'", ...maps(MAPS.style)],
    "img-src": ["'self'", "data:", "blob:", "https:"],
    "font-src": ["'self'", "data:", ...maps(MAPS.font)],
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'", ...maps(MAPS.connect), ...(opts.dev ? ["ws:"] : [])],
    "frame-src": [...VIDEO_EMBED_ORIGINS, ...maps(MAPS.frame)],
    "worker-src": ["'self'", ...maps(MAPS.worker)],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  const policy = Object.entries(directives).map(([name, sources]) => [name, ...sources].join(" "));
  if (opts.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}
