// The second half of `npm run build`: server.ts compiled once into dist/server.js, so `npm start`
// runs plain JavaScript instead of compiling TypeScript at every start (tsx and its esbuild service
// held ~60 MB resident for the whole life of the server). Our own modules are bundled in; packages
// stay imports, resolved from node_modules as before. dist/seed-draw.js draws the demo pictures in
// a child process of the first start (src/platform/seed/images.ts); dist/seed.js seeds the embedded
// database of a first start in a process of its own (src/startup/seed-apart.ts).
import { build } from "esbuild";

// The public site's renderer, script and stylesheet (scripts/build/site.mjs).
const { buildSite } = await import("./site.mjs");
await buildSite();

await build({
  entryPoints: {
    server: "server.ts",
    seed: "src/startup/seed-child.ts",
    "seed-draw": "src/platform/seed/draw-child.ts",
  },
  outdir: "dist",
  bundle: true,
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  tsconfig: "tsconfig.json",
  logLevel: "warning",
  banner: {
    js: "// Built by scripts/build/server.mjs from server.ts: edit that, then npm run build.",
  },
});
