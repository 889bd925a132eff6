// A JavaScript module, not next.config.ts: Next.js compiles a TypeScript configuration with its
// native SWC binary each time a server starts, and the binary then stays mapped (26 MB) for the
// life of the process. Node.js runs the two TypeScript files imported here as they are.
import { PHASE_PRODUCTION_SERVER } from "next/constants.js";
import { memoryBudget } from "./src/platform/memory-budget.ts";
import { siteRedirects, siteRewrites } from "./src/platform/i18n/site-routes.ts";

// The bounds that depend on the machine, read when the server starts (docs/operations.md, "Memory").
const budget = memoryBudget();

/** @type {import("next").NextConfig} */
const config = {
  // Separate build folders let several builds (e.g. parallel test runs) coexist.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  serverExternalPackages: [
    "@electric-sql/pglite",
    "sharp",
    "pg",
    "better-auth",
    "drizzle-orm",
    "zod",
  ],
  images: {
    formats: ["image/webp"],
  },
  // Its in-memory copy of the file cache (optimised images are the bulk of it).
  cacheMaxMemorySize: budget.nextCacheBytes,
  experimental: {
    imgOptConcurrency: budget.imageConcurrency,
    // libvips's own cache of recent operations (50 MB by default) saves nothing here: every
    // optimised image is kept by Next.js, so the same operation never runs twice.
    imgOptOperationCache: false,
    // A production build runs on a clean checkout (CI, a deploy), where Turbopack's on-disk cache
    // is written (a fifth of the build's time) and never read again.
    turbopackFileSystemCacheForBuild: false,
    // Server source maps name our files in a production error's stack; the test suite's build
    // (scripts/test.mjs) goes without them, a third less work, since no test reads one.
    turbopackSourceMaps: process.env.BUILD_SOURCE_MAPS !== "false",
  },
  poweredByHeader: false,
  // server.ts compresses every text answer: Next.js's own compression skips route handlers'.
  compress: false,
  // `npm run typecheck` checks the whole project (tests included) once; the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // The public site's languages by address: a route table, so its pages need no request proxy.
  async redirects() {
    return siteRedirects();
  },
  async rewrites() {
    return { beforeFiles: [], afterFiles: siteRewrites(), fallback: [] };
  },
  // The security headers of every answer are server.ts's (src/platform/http/security-headers.ts).
  async headers() {
    return [
      // The public site's script, styles and font carry their content's hash in their names.
      {
        source: "/_site/(.*)",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ];
  },
};

// next-intl reads each request's language and messages from src/platform/i18n/request.ts. The
// catalogues are precompiled at build time, so the browser gets no ICU message parser (about
// 12 KiB gzipped on every page otherwise, which the first-load budget cannot afford).
// The plugin only adds build settings (the bundler's aliases and loaders), and importing it loads
// its message extractor's native compiler and file watcher (@swc/core, @parcel/watcher: tens of MB
// resident): the production server, which has the build already, goes without it.
export default async function nextConfig(phase) {
  if (phase === PHASE_PRODUCTION_SERVER) return config;
  const { default: createNextIntlPlugin } = await import("next-intl/plugin");
  const withNextIntl = createNextIntlPlugin({
    requestConfig: "./src/platform/i18n/request.ts",
    experimental: {
      messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
    },
  });
  return withNextIntl(config);
}
