import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./support/server";

// `npm run dev` as a newcomer runs it: in a fresh clone, on the embedded database with the demo
// content. Every kind of page answers, and an edit to a public page's message, view, style or
// behaviour shows on the next reload (how fast is the bench's: scripts/bench/dev-loop.ts).

const ROOT = path.resolve(import.meta.dirname, "../..");
let dir = "";
let dev: ChildProcess | undefined;
let url = "";
const log: string[] = [];

/** The clone's node_modules as hard links of this one's (as `npm ci` would lay them out). */
function linkModules(into: string) {
  try {
    execFileSync("cp", ["-al", path.join(ROOT, "node_modules"), into]);
  } catch {
    // Another file system: copied instead (slower, the same files).
    execFileSync("cp", ["-a", path.join(ROOT, "node_modules"), into]);
  }
}

async function get(p: string): Promise<{ status: number; html: string }> {
  const res = await fetch(new URL(p, url), { redirect: "manual" });
  return { status: res.status, html: await res.text() };
}

/** Reloads `p` until `shown` holds of its HTML; the seconds it took after the edit. */
async function reloadUntil(p: string, shown: (html: string) => boolean): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < 120_000) {
    if (shown((await get(p)).html)) return (Date.now() - start) / 1000;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${p}: the edit never showed\n${log.slice(-40).join("")}`);
}

const edit = (file: string, from: string, to: string) => {
  const full = path.join(dir, file);
  const text = fs.readFileSync(full, "utf8");
  if (!text.includes(from)) throw new Error(`${file} has no ${from}`);
  fs.writeFileSync(full, text.replace(from, to));
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-loop-"));
  execFileSync("git", ["clone", "-q", "--no-hardlinks", ROOT, path.join(dir, "app")]);
  dir = path.join(dir, "app");
  linkModules(dir);
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    NODE_ENV: "development",
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: path.join(dir, "data"),
    NEXT_TELEMETRY_DISABLED: "1",
  };
  const child = spawn(
    "npm",
    ["run", "dev", "--", "--port", String(port), "--hostname", "127.0.0.1"],
    {
      cwd: dir,
      env,
      detached: true,
    },
  );
  dev = child;
  child.stdout?.on("data", (d) => log.push(String(d)));
  child.stderr?.on("data", (d) => log.push(String(d)));
  // First start: the site's build, the database with its demo content, the first compile.
  const start = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev stopped\n${log.join("")}`);
    if (Date.now() - start > 600_000) throw new Error(`no page after 10 min\n${log.join("")}`);
    const ok = await get("/about")
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
}, 900_000);

afterAll(() => {
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
  if (dir) fs.rmSync(path.dirname(dir), { recursive: true, force: true });
});

describe("npm run dev, from a fresh clone", () => {
  it("serves every kind of page: public, portal, a quote's and the back office", async () => {
    const pages: [string, number, RegExp][] = [
      ["/", 200, /<main id="main"/],
      ["/es/shop", 200, /<html lang="es"/],
      ["/portal", 200, /action="\/api\/portal\/code"/],
      ["/q/not-a-token", 404, /<main id="main"/],
      ["/admin/login", 200, /<html lang="en"/],
    ];
    for (const [p, status, body] of pages) {
      const page = await get(p);
      expect(page.status, p).toBe(status);
      expect(body.test(page.html), p).toBe(true);
    }
  }, 600_000);

  it("shows an edit to a public page's message, view, style and behaviour on the next reload", async () => {
    edit("messages/en.json", '"skipToContent": "Skip to content"', '"skipToContent": "Skip ahead"');
    const message = await reloadUntil("/about", (html) => html.includes("Skip ahead"));

    edit("src/modules/site/public/not-found-view.tsx", "404</p>", "404 · edited</p>");
    const view = await reloadUntil("/nowhere-at-all", (html) => html.includes("404 · edited"));

    fs.appendFileSync(path.join(dir, "src/app/globals.css"), "\n.dev-loop-edit { color: red; }\n");
    const style = await reloadUntil("/about", (html) => html.includes(".dev-loop-edit"));

    const script = (html: string) => /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    const before = script((await get("/about")).html);
    fs.appendFileSync(
      path.join(dir, "src/site-client/main.ts"),
      '\nconsole.debug("dev-loop edit");\n',
    );
    const behaviour = await reloadUntil("/about", (html) => script(html) !== before);
    const source = await (await fetch(new URL(script((await get("/about")).html)!, url))).text();
    expect(source).toContain("dev-loop edit");

    console.log(
      `edit shown after (s): message ${message}, view ${view}, style ${style}, behaviour ${behaviour}`,
    );
  }, 600_000);
});
