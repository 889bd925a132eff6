// The public site's own build (before `next build`): its behaviours script and stylesheet for the
// browser, under public/_site with hashed names, and its server renderer, dist/site-render.js,
// which the route handlers of the public pages call (src/site/renderer.ts).
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build as buildOnce, context } from "esbuild";
import postcss from "postcss";
import tailwind from "@tailwindcss/postcss";

const OUT = "public/_site";
const DEV_ASSETS = "dist/site-assets.dev.json";
const hashed = (name, ext, body) =>
  `${name}-${createHash("sha256").update(body).digest("hex").slice(0, 10)}.${ext}`;

// In development each of the builds below keeps its esbuild context, and a rebuild reads again
// only the files that changed. A context's options are fixed: one whose options changed (a
// worker's new address in the page script's) is replaced. A build none of whose inputs changed is
// not made again: its last result stands (a view's edit rebuilds the renderer, not the workers).
const contexts = new Map();
let lastDevStyles;
const GLOBALS = "src/app/globals.css";
async function incremental(name, options, changed) {
  const key = JSON.stringify(options);
  let kept = contexts.get(name);
  if (kept?.key === key && kept.result && changed) {
    const inputs = kept.result.metafile.inputs;
    if (!changed.some((f) => f in inputs)) return { ...kept.result, reused: true };
  }
  if (kept?.key !== key) {
    await kept?.ctx.dispose();
    kept = { key, ctx: await context({ ...options, metafile: true }) };
    contexts.set(name, kept);
  }
  kept.result = undefined;
  kept.result = await kept.ctx.rebuild();
  return kept.result;
}

/**
 * The whole build. `dev` (scripts/dev.mjs, again after each edit, in its own process): one
 * stylesheet for every page, one Tailwind run instead of one per page, and the files of earlier
 * builds kept, so a page opened just before still finds its script. `changed`: the files edited
 * since the last development build (paths from the repository's root), or none to build all.
 */
export async function buildSite({ dev = false, changed } = {}) {
  const build = (name, options) => (dev ? incremental(name, options, changed) : buildOnce(options));
  if (!dev) await fs.rm(OUT, { recursive: true, force: true });
  await fs.mkdir(OUT, { recursive: true });

  // The font: Inter's Latin subset, named by a page only once a page before it has fetched it
  // (src/site-client/site-font.ts), else the fallback sized to its metrics: the page never lays out
  // twice, and a first page's largest paint never shares the connection with a font it could not
  // show in time. Liberation Sans has Arial's metrics, so Linux without Arial gets the same fallback.
  // A page names "Inter" only when that script has added the font (the root's data-font): a family
  // no face of the page defines is looked up among the system's fonts, a synchronous call to the
  // browser process inside the first layout (25 ms here on a quiet machine), and no system has it.
  const fontSource = "node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2";
  const font = await fs.readFile(fontSource);
  const fontUrl = `/_site/${hashed("inter-latin", "woff2", font)}`;
  await fs.writeFile(path.join(OUT, path.basename(fontUrl)), font);
  const fontCss = `
@font-face { font-family: "Inter Fallback"; src: local("Arial"), local("Liberation Sans"); ascent-override: 89.79%; descent-override: 22.36%; line-gap-override: 0%; size-adjust: 107.89%; }
:root { --font-inter: "Inter Fallback"; }
:root[data-font="inter"] { --font-inter: "Inter", "Inter Fallback"; }
`;

  // Packages stay imports, resolved from node_modules at run time, except Next.js's own files (Node's
  // ESM loader cannot name them without their extension) and next-intl with use-intl: the catalogues
  // are precompiled (next.config.mjs), so, as next-intl's plugin does for the framework's bundles,
  // their formatter is the one for precompiled messages. And lucide-react: the few icons the pages draw,
  // not the package's whole CommonJS file of every icon, which would sit in the server's memory.
  const BUNDLED = ["next", "next-intl", "use-intl", "lucide-react", "@/"];
  const SHIMS = path.resolve("src/site/render/shims");
  const externalPackages = {
    name: "external-packages",
    setup(b) {
      // next/link and next/image in the shared components become what a page without a client
      // router writes (src/site/render/shims).
      b.onResolve({ filter: /^next\/(link|image)$/ }, (args) =>
        args.importer.startsWith(SHIMS)
          ? undefined
          : { path: path.join(SHIMS, `${args.path.slice(5)}.tsx`) },
      );
      // Server-only code would throw when the page renders; say so at build time instead.
      b.onResolve({ filter: /^server-only$/ }, (args) => ({
        errors: [
          {
            text: `${path.relative(".", args.importer)} is server-only: the renderer gets data from the route handler`,
          },
        ],
      }));
      b.onResolve({ filter: /^[^./@]|^@[^/]/ }, (args) =>
        BUNDLED.some((p) => args.path === p || args.path.startsWith(`${p}/`))
          ? undefined
          : { path: args.path, external: true },
      );
    },
  };

  const rendererOptions = {
    entryPoints: { "site-render": "src/site/render/index.tsx" },
    outdir: "dist",
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node22",
    jsx: "automatic",
    tsconfig: "tsconfig.json",
    alias: { "use-intl/format-message": "use-intl/format-message/format-only" },
    plugins: [externalPackages],
    // The bundled CommonJS files of Next.js require their own dependencies.
    banner: {
      js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);',
    },
    logLevel: "warning",
  };

  // The site's styles are the back office's design (src/app/globals.css), with only the classes of
  // the files a page is made of: one stylesheet per page definition (src/site/render/site-pages.tsx),
  // from its view's files, the frame's (the document, header, footer, the renderer's own shared
  // files) and the behaviours' it loads (the classes a behaviour writes or toggles are in its source).
  // Each is written into its pages, so a first paint waits for no file, and a page's style work
  // matches only the rules it can use, not every other page's.
  const RENDER = "src/site/render";
  const pagesSource = await fs.readFile(`${RENDER}/site-pages.tsx`, "utf8");
  const viewFiles = new Map();
  for (const m of pagesSource.matchAll(/import \{([^}]+)\} from "\.\/pages\/([\w-]+)";/g))
    for (const name of m[1].split(",")) viewFiles.set(name.trim(), `${RENDER}/pages/${m[2]}.tsx`);
  const pageViews = Object.fromEntries(
    [...pagesSource.matchAll(/^ {2}(\w+): (?:page|listPage)(?:<\w+>)?\(\{\s*view: (\w+)/gm)].map(
      (m) => [m[1], viewFiles.get(m[2])],
    ),
  );
  // The buyer's quote page is in the site's frame too (src/site/render/quote.tsx).
  pageViews.quote = `${RENDER}/pages/quote.tsx`;
  const definedPages = [...pagesSource.matchAll(/^ {2}(\w+): (?:page|listPage)(?:<\w+>)?\(/gm)].map(
    (m) => m[1],
  );
  const unmapped = definedPages.filter((n) => !pageViews[n]);
  if (unmapped.length || !definedPages.length)
    throw new Error(`site-pages.tsx: no view file found for the pages ${unmapped.join(", ")}`);
  const globals = await fs.readFile("src/app/globals.css", "utf8");
  if (!globals.includes('@import "tailwindcss";'))
    throw new Error("globals.css: no Tailwind import");
  const stylesFor = async (sources) => {
    const cssSource =
      fontCss +
      globals.replace(
        '@import "tailwindcss";',
        `@import "tailwindcss" source(none);\n${[...new Set(sources)].map((f) => `@source "../../${f}";`).join("\n")}`,
      );
    const css = await postcss([
      tailwind({ base: process.cwd(), optimize: { minify: true } }),
    ]).process(cssSource, { from: path.resolve("src/app/globals.css") });
    return css.css;
  };

  // In development the renderer and the one stylesheet depend on nothing built below (the renderer
  // reads the assets from a file as it loads), so they are built while the scripts are: an edit's
  // rebuild takes as long as the longest of them, not their sum.
  const rendererBuild = (assets) =>
    build("renderer", {
      ...rendererOptions,
      ...(dev
        ? {
            banner: {
              js: `${rendererOptions.banner.js} const DEV_SITE_ASSETS = JSON.parse(require("node:fs").readFileSync(${JSON.stringify(DEV_ASSETS)}, "utf8"));`,
            },
          }
        : {}),
      define: {
        SITE_ASSETS: dev ? "DEV_SITE_ASSETS" : JSON.stringify(assets),
        "process.env.NODE_ENV": '"production"',
      },
    });
  const PUBLIC_SOURCES = ["src/site", "src/site-client", "src/ui", "src/modules", "src/platform"];
  const devRenderer = dev ? rendererBuild() : null;
  const stylesChanged =
    !changed ||
    !lastDevStyles ||
    changed.some((f) => f === GLOBALS || PUBLIC_SOURCES.some((d) => f.startsWith(`${d}/`)));
  const devStyles = dev ? (stylesChanged ? stylesFor(PUBLIC_SOURCES) : lastDevStyles) : null;
  if (dev) lastDevStyles = devStyles;
  // A failed stylesheet is made again on the next build, whatever changed.
  devStyles?.catch(() => {
    if (lastDevStyles === devStyles) lastDevStyles = undefined;
  });
  // Settled even when the scripts' build throws first, so no rejection goes unhandled.
  devRenderer?.catch(() => {});
  devStyles?.catch(() => {});

  // The person check's proof-of-work search and the forms' rules run in workers (classic scripts,
  // every engine starts one): their addresses, with their content's hash, are written into the
  // page's script below.
  const workers = await build("workers", {
    entryPoints: {
      "proof-worker": "src/platform/person-check/proof-worker.ts",
      "rules-worker": "src/site-client/rules-worker.ts",
    },
    outdir: OUT,
    entryNames: "[name]-[hash]",
    bundle: true,
    format: "iife",
    minify: true,
    target: ["chrome111", "firefox128", "safari16.4"],
    tsconfig: "tsconfig.json",
    metafile: true,
    logLevel: "warning",
  });
  const workerUrl = (name) =>
    JSON.stringify(
      `/_site/${path.basename(Object.keys(workers.metafile.outputs).find((f) => path.basename(f).startsWith(`${name}-`)))}`,
    );

  const SITE_CLIENT = "src/site-client/main.ts";
  const client = await build("client", {
    entryPoints: { site: SITE_CLIENT },
    outdir: OUT,
    entryNames: "[name]-[hash]",
    chunkNames: "[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    minify: true,
    target: ["chrome111", "firefox128", "safari16.4"],
    define: {
      "process.env.NODE_ENV": '"production"',
      PROOF_WORKER_URL: workerUrl("proof-worker"),
      RULES_WORKER_URL: workerUrl("rules-worker"),
      SITE_FONT_URL: JSON.stringify(fontUrl),
    },
    tsconfig: "tsconfig.json",
    metafile: true,
    logLevel: "warning",
  });
  // Each chunk loaded with import() is an entry point of its own in the metafile: the page's script
  // is found by its source.
  const entry = Object.entries(client.metafile.outputs).find(
    ([, o]) => o.entryPoint === SITE_CLIENT,
  )?.[0];

  // Each page behaviour (src/site-client/behaviours.ts) is a chunk of its own, loaded by the pages
  // whose definition names it (src/site/render/site-pages.tsx): by its name, which is its source
  // file's, the renderer finds its chunk and the chunks it imports, and asks for them with the
  // page's script (modulepreload), so they arrive together instead of one after the other.
  const BEHAVIOUR_SOURCES = [
    ...(await fs.readFile("src/site-client/behaviours.ts", "utf8")).matchAll(
      /import\("\.\/([\w-]+)"\)/g,
    ),
  ].map((m) => `src/site-client/${m[1]}.ts`);
  const staticImports = (file, into = new Set()) => {
    if (!file || into.has(file)) return into;
    into.add(file);
    for (const i of client.metafile.outputs[file]?.imports ?? [])
      if (i.kind === "import-statement") staticImports(i.path, into);
    return into;
  };
  const everyPage = staticImports(entry);

  // Chrome compiles every function of a script that starts with this comment while it streams the
  // script in, off the main thread: the handlers of a visitor's first tap are then ready instead of
  // compiled during the tap. Only the files a page runs as it loads carry it (they are small and the
  // page runs most of them): the frame's, the page's behaviours', and those it fetches once loaded
  // (AFTER_LOAD, from src/site-client/after-load.ts), among them web-vitals, whose listeners run in
  // every tap once it started. A chunk loaded later for one behaviour (the person check, the place
  // search) is compiled as it runs.
  const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";
  const AFTER_LOAD = [
    "src/modules/vitals/public/vitals-report.ts",
    "node_modules/web-vitals/dist/web-vitals.js",
  ];
  const afterLoad = Object.entries(client.metafile.outputs).filter(([, o]) =>
    AFTER_LOAD.includes(o.entryPoint),
  );
  if (afterLoad.length !== AFTER_LOAD.length)
    throw new Error(`the chunks fetched after load are not all built: ${AFTER_LOAD.join(", ")}`);
  const onLoad = new Set(everyPage);
  for (const [file] of afterLoad) staticImports(file, onLoad);
  const behaviours = {};
  const behaviourOutputs = {};
  for (const [file, o] of Object.entries(client.metafile.outputs)) {
    const source = o.entryPoint;
    if (!BEHAVIOUR_SOURCES.includes(source) || !file.endsWith(".js")) continue;
    const files = [...staticImports(file)].filter((f) => !everyPage.has(f));
    behaviours[path.basename(source, ".ts")] = files.map((f) => `/_site/${path.basename(f)}`);
    behaviourOutputs[path.basename(source, ".ts")] = files;
    for (const f of files) onLoad.add(f);
  }
  const missing = BEHAVIOUR_SOURCES.filter((f) => !behaviours[path.basename(f, ".ts")]);
  if (missing.length) throw new Error(`the behaviours' chunks are not all built: ${missing}`);
  if (!client.reused)
    for (const file of onLoad) {
      const text = await fs.readFile(file, "utf8");
      if (!text.startsWith(COMPILE_HINT)) await fs.writeFile(file, COMPILE_HINT + text);
    }

  // One stylesheet per page: the classes of its view's files, the frame's and its behaviours'.
  async function pageStyles() {
    const frameFiles = (await fs.readdir(RENDER))
      .filter((f) => /\.tsx?$/.test(f) && !["index.tsx", "site-pages.tsx", "quote.tsx"].includes(f))
      .map((f) => `${RENDER}/${f}`);
    const pageInputs = await buildOnce({
      ...rendererOptions,
      entryPoints: Object.fromEntries([
        ...Object.entries(pageViews),
        ...frameFiles.map((f, i) => [`frame-${i}`, f]),
      ]),
      write: false,
      metafile: true,
      logLevel: "silent",
    });
    const sourcesOf = (outputs) =>
      outputs
        .flatMap((o) => Object.keys(o.inputs))
        .filter((f) => f.startsWith("src/") && /\.tsx?$/.test(f));
    const pageOutputs = {};
    for (const [file, o] of Object.entries(pageInputs.metafile.outputs))
      if (file.endsWith(".js")) pageOutputs[path.basename(file, ".js")] = o;
    const frameSources = sourcesOf(frameFiles.map((_, i) => pageOutputs[`frame-${i}`]));
    const clientSources = (files) => sourcesOf(files.map((f) => client.metafile.outputs[f]));
    const everyPageClient = clientSources([...everyPage]);
    const quoteSource = await fs.readFile(`${RENDER}/quote.tsx`, "utf8");
    // The behaviours a page's definition names (the quote page's are in quote.tsx).
    const behavioursOf = (name) => {
      const m =
        name === "quote"
          ? quoteSource.match(/QUOTE_PAGE = \{[^}]*behaviours: \[([^\]]*)\]/)
          : pagesSource.match(
              new RegExp(
                `^ {2}${name}: (?:page|listPage)(?:<\\w+>)?\\(\\{[^]*?behaviours: \\[([^\\]]*)\\]`,
                "m",
              ),
            );
      if (!m) throw new Error(`no behaviours found for the page ${name}`);
      return [...m[1].matchAll(/"([\w-]+)"/g)].map((b) => b[1]);
    };
    const styles = {};
    for (const [name, file] of Object.entries(pageViews)) {
      const output = pageOutputs[name];
      if (!output) throw new Error(`the page ${name}'s view (${file}) was not built`);
      const behaviourFiles = behavioursOf(name).flatMap((b) => {
        const files = behaviourOutputs[b];
        if (!files)
          throw new Error(`the page ${name} names the behaviour ${b}, which was not built`);
        return files;
      });
      styles[name] = await stylesFor([
        ...sourcesOf([output]),
        ...frameSources,
        ...everyPageClient,
        ...clientSources(behaviourFiles),
      ]);
    }
    return styles;
  }

  // In development every page gets one stylesheet of all the public site's files.
  const styles = {};
  if (dev) {
    const css = await devStyles;
    for (const name of Object.keys(pageViews)) styles[name] = css;
  } else Object.assign(styles, await pageStyles());

  const assets = {
    styles,
    script: entry ? `/_site/${path.basename(entry)}` : null,
    behaviours,
    font: fontUrl,
  };

  // In development the renderer reads them from a file as it loads (each edit's build writes it),
  // so its own build is the same each time and rebuilds only what changed.
  if (dev) {
    await fs.mkdir(path.dirname(DEV_ASSETS), { recursive: true });
    await fs.writeFile(DEV_ASSETS, JSON.stringify(assets));
  }
  await (devRenderer ?? rendererBuild(assets));
  if (!dev)
    console.log("site build:", {
      ...assets,
      behaviours: Object.keys(behaviours).join(" "),
      styles: Object.fromEntries(
        Object.entries(styles).map(([n, css]) => [n, `${css.length} bytes`]),
      ),
    });
}

// Run as a command (`node scripts/build/site.mjs`), not when scripts/dev.mjs imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildSite();
