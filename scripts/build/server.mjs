// The second half of `npm run build`: server.ts compiled once into dist/server.js, so `npm start`
// runs plain JavaScript instead of compiling TypeScript at every start (tsx and its esbuild service
// held ~60 MB resident for the whole life of the server). Our own modules are bundled in; packages
// stay imports, resolved from node_modules as before.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "dist/server.js",
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
