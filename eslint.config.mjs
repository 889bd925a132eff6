import fs from "node:fs";
import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Layers (docs/decisions/006-layers.md): app → modules → ui, platform; nothing points back up.
// src/startup and src/instrumentation.ts compose modules at start-up, so they count as app.
const modules = fs
  .readdirSync("src/modules", { withFileTypes: true })
  .filter((d) => d.isDirectory());
const app = ["./src/app", "./src/startup"];
const layerZones = [
  {
    target: "./src/modules",
    from: app,
    message: "Modules may not import app routes or start-up code (layers run app → modules).",
  },
  {
    target: "./src/ui",
    from: [...app, "./src/modules"],
    message: "ui/ holds design-system primitives: it may not import modules or app code.",
  },
  {
    target: "./src/platform",
    from: [...app, "./src/modules", "./src/ui"],
    message: "platform/ may not import modules, ui or app code.",
  },
];
// A module reaches another only through its surface: index.ts (client-safe types and pure
// functions), schema.ts (tables, for foreign keys), server/index.ts (server functions),
// admin/index.ts (back-office components) and public/ (the public website's components and reads).
// Written as globs: with plain paths the rule checks every exception of every zone by resolving
// it, again for each file it lints, which made this rule most of the lint's time.
const moduleZones = modules.map(({ name }) => ({
  target: `./src/modules/${name}`,
  from: modules
    .filter((other) => other.name !== name)
    .map((other) => `./src/modules/${other.name}/**`),
  except: modules
    .filter((other) => other.name !== name)
    .flatMap((other) => {
      const dir = `${import.meta.dirname}/src/modules/${other.name}`;
      return [`${dir}/{index,schema}.ts`, `${dir}/{server,admin}/index.ts`, `${dir}/public/**`];
    }),
  message:
    "Import another module only through its surface: index.ts, schema.ts, server/index.ts, admin/index.ts or public/.",
}));

const config = [
  ...next,
  ...nextTs,
  {
    files: ["src/**/*.{ts,tsx}"],
    rules: { "import/no-restricted-paths": ["error", { zones: [...layerZones, ...moduleZones] }] },
  },
  {
    ignores: [
      ".next*/**",
      "dist/**",
      "assets/**",
      "node_modules/**",
      "data/**",
      "drizzle/**",
      "next-env.d.ts",
    ],
  },
];
export default config;
