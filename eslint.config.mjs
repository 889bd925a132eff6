import fs from "node:fs";
import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { ownTables } from "./eslint/own-tables.mjs";

// Layers (docs/decisions/006-layers.md): app → modules → ui, platform; nothing points back up.
// src/startup and src/instrumentation.ts compose modules at start-up, and src/site (the public
// pages' renderer) and src/site-client (their behaviours in the browser) compose them into pages,
// so they count as app.
const modules = fs
  .readdirSync("src/modules", { withFileTypes: true })
  .filter((d) => d.isDirectory());
const app = ["./src/app", "./src/startup", "./src/site", "./src/site-client"];
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

// Modules keep to their own tables: a file imports another module's schema.ts only for types (a
// schema.ts also for foreign keys), and reads it through that module's functions. The exceptions
// are joins, which need the other table itself: file → the modules whose tables it joins.
const ownTablesJoins = {
  // Grouped by a staff name (auth's user): the quote and reply-time figures per salesperson.
  "src/modules/quotes/server/dashboard.ts": ["auth"],
  "src/modules/whatsapp/server/reply-time/stats.ts": ["auth"],
  // Grouped or searched by a game's title (catalog's games), or every game with its list price.
  "src/modules/leads/server/dashboard.ts": ["catalog"],
  "src/modules/machines/server/machines.ts": ["catalog"],
  "src/modules/quotes/server/settings.ts": ["catalog"],
  // WhatsApp's queries over leads: the reply clocks, the surge count (leads whose outbox row says
  // they were not a person are left out) and the inbox's conversations, searched and paged.
  "src/modules/whatsapp/server/reply-time/clock.ts": ["leads"],
  "src/modules/whatsapp/server/surge.ts": ["leads"],
  "src/modules/whatsapp/server/sales-inbox/list.ts": ["auth", "catalog", "leads"],
  // Each bulletin's delivery counts, from the state of the WhatsApp message each recipient got.
  "src/modules/machines/server/bulletins.ts": ["whatsapp"],
};

const config = [
  ...next,
  ...nextTs,
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { layers: { rules: { "own-tables": ownTables } } },
    rules: {
      "import/no-restricted-paths": ["error", { zones: [...layerZones, ...moduleZones] }],
      "layers/own-tables": ["error", { allow: ownTablesJoins }],
    },
  },
  {
    // The site's renderer writes whole documents with React alone, outside Next.js: its <head>,
    // its one module script (deferred by being a module) and <img> from Next.js's getImageProps.
    files: ["src/site/render/**/*.tsx"],
    rules: {
      "@next/next/no-head-element": "off",
      "@next/next/no-sync-scripts": "off",
      "@next/next/no-img-element": "off",
    },
  },
  {
    // The integration files of a worker share its modules (vitest.config.ts): a module replaced
    // for one file would be the real one, or the replacement, for whichever file loaded it first.
    files: ["tests/integration/**/*.ts", "tests/setup/**/*.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message:
            "Integration files share their worker's modules: put the fault in through what the module reads (tests/README.md).",
        },
      ],
    },
  },
  {
    ignores: [
      "public/_site/**",
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
