// npm run bench -- --only dev: how soon an edit shows under `npm run dev`, started as a newcomer
// starts it (a fresh clone, the embedded database, the demo content: tests/e2e/support/dev-server.ts).
// Each kind of edit a public page's author makes (a message, a view, a style, a behaviour) is made
// RUNS times, each a new text; the time from the file's write to the first reload showing it,
// asking every 50 ms. Target: ≤ 2 s each, the slowest of the runs.
import { startDevClone, type DevClone } from "../../tests/e2e/support/dev-server";
import type { TargetCheck } from "./targets";

export const DEV_LOOP_TARGET_MS = 2000;
const RUNS = 5;
const EVERY_MS = 50;

export type DevLoopResult = Record<string, number[]>;

/** Each kind of edit: make the i-th one, and what shows it on a reload of which page. */
function edits(dev: DevClone) {
  let message = "Skip to content";
  let view = "404</p>";
  const script = (html: string) => /<script type="module" src="([^"]+)"/.exec(html)?.[1];
  return {
    message: async (i: number) => {
      const next = `Skip ahead ${i}`;
      dev.edit("messages/en.json", `"skipToContent": "${message}"`, `"skipToContent": "${next}"`);
      message = next;
      return dev.reloadUntil("/about", (html) => html.includes(next), EVERY_MS);
    },
    view: async (i: number) => {
      const next = `404 · edit ${i}</p>`;
      dev.edit("src/modules/site/public/not-found-view.tsx", view, next);
      view = next;
      return dev.reloadUntil("/nowhere-at-all", (html) => html.includes(next), EVERY_MS);
    },
    style: async (i: number) => {
      dev.append("src/app/globals.css", `\n.dev-loop-edit-${i} { color: red; }\n`);
      return dev.reloadUntil("/about", (html) => html.includes(`.dev-loop-edit-${i}`), EVERY_MS);
    },
    behaviour: async (i: number) => {
      const before = script((await dev.get("/about")).html);
      dev.append("src/site-client/main.ts", `\nconsole.debug("dev-loop edit ${i}");\n`);
      return dev.reloadUntil("/about", (html) => script(html) !== before, EVERY_MS);
    },
  };
}

export async function devLoopSection(progress: (l: string) => void): Promise<DevLoopResult> {
  progress("dev loop: npm run dev in a fresh clone");
  const dev = await startDevClone();
  try {
    // The first reload of each page compiles its route: a newcomer's first minute, not an edit.
    for (const p of ["/about", "/nowhere-at-all"]) await dev.get(p);
    const result: DevLoopResult = {};
    for (const [kind, make] of Object.entries(edits(dev))) {
      result[kind] = [];
      for (let i = 1; i <= RUNS; i++) {
        result[kind].push(await make(i));
        // Past the dev build's quiet time, so each edit is a build of its own.
        await new Promise((r) => setTimeout(r, 500));
      }
      progress(`dev loop: ${kind} ${result[kind].map((ms) => Math.round(ms)).join(", ")} ms`);
    }
    return result;
  } finally {
    dev.stop();
  }
}

export function renderDevLoop(r: DevLoopResult): string {
  return [
    `npm run dev, an edit shown on a reload (ms, ${RUNS} edits each, asked every ${EVERY_MS} ms)`,
    ...Object.entries(r).map(
      ([kind, ms]) =>
        `${kind.padEnd(10)} ${ms.map((t) => String(Math.round(t)).padStart(5)).join(" ")}   slowest ${Math.round(Math.max(...ms))}`,
    ),
  ].join("\n");
}

export function devLoopChecks(r: DevLoopResult): TargetCheck[] {
  return Object.entries(r).map(([kind, ms]) => {
    const slowest = Math.max(...ms);
    return {
      target: `npm run dev: an edit shows <= ${DEV_LOOP_TARGET_MS / 1000} s`,
      subject: `${kind}, slowest of ${ms.length}`,
      value: `${(slowest / 1000).toFixed(2)} s`,
      met: slowest <= DEV_LOOP_TARGET_MS,
    };
  });
}
