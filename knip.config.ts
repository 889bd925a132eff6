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
  ],
  project: ["**/*.{ts,tsx,mjs,css}"],
  // The font files are named by path in src/app/layout.tsx (next/font/local), not imported.
  ignoreDependencies: ["@fontsource-variable/inter"],
};

export default config;
