import type { KnipConfig } from "knip";

// `npm run knip` (a stage of `npm test`): files, exports, types and dependencies nothing uses.
// Next's app router files, and the Vitest, ESLint, Drizzle and PostCSS configs, are found by
// knip's plugins; the rest of the entry points are listed here.
const config: KnipConfig = {
  entry: [
    "server.ts",
    "scripts/**/*.{ts,mjs}",
    // Start-up code, and the child processes scripts/build/server.mjs bundles on their own.
    "src/startup/*.ts",
    "src/platform/seed/draw-child.ts",
    "src/instrumentation*.ts",
    "tests/**/*.ts",
    // Preloaded into the e2e server with NODE_OPTIONS=--import (the inbox test's shifted clock).
    "tests/e2e/support/*.mjs",
    // Each module's client-safe surface: what it offers the others, kept whole as its index.
    "src/modules/*/index.ts",
    // The public site's renderer and behaviours, built by scripts/build/site.mjs; the renderer's
    // build puts its shims in place of next/link and next/image.
    "src/site/render/index.tsx",
    "src/site/render/shims/*.tsx",
    "src/site-client/main.ts",
    "src/platform/person-check/proof-worker.ts",
    "src/site-client/rules-worker.ts",
  ],
  project: ["**/*.{ts,tsx,mjs,css}"],
  // The font files are named by path in src/app/layout.tsx (next/font/local), not imported.
  // The quote PDF's fonts are read from node_modules by path at run time (quotes/server/pdf/fonts.ts).
  // The bench runs Lighthouse's own command line by its path (scripts/bench/lighthouse.ts).
  ignoreDependencies: ["@fontsource-variable/inter", "@expo-google-fonts/.*", "lighthouse"],
  // Debian's, started by the e2e tests for WebKit (tests/e2e/support/engines.ts).
  ignoreBinaries: ["Xvfb", "WebKitWebDriver"],
};

export default config;
