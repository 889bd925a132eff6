import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDevClone, type DevClone } from "./support/dev-server";

// `npm run dev` as a newcomer runs it: in a fresh clone, on the embedded database with the demo
// content. Every kind of page answers, and an edit to a public page's message, view, style or
// behaviour shows on the next reload (how soon is the bench's: scripts/bench/dev-loop.ts).

let dev: DevClone;
beforeAll(async () => {
  dev = await startDevClone();
}, 900_000);
afterAll(() => dev?.stop());

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
      const page = await dev.get(p);
      expect(page.status, p).toBe(status);
      expect(body.test(page.html), p).toBe(true);
    }
  }, 600_000);

  it("shows an edit to a public page's message, view, style and behaviour on the next reload", async () => {
    const { edit, append, get, reloadUntil } = dev;
    edit("messages/en.json", '"skipToContent": "Skip to content"', '"skipToContent": "Skip ahead"');
    const message = await reloadUntil("/about", (html) => html.includes("Skip ahead"));

    edit("src/modules/site/public/not-found-view.tsx", "404</p>", "404 · edited</p>");
    const view = await reloadUntil("/nowhere-at-all", (html) => html.includes("404 · edited"));

    append("src/app/globals.css", "\n.dev-loop-edit { color: red; }\n");
    const style = await reloadUntil("/about", (html) => html.includes(".dev-loop-edit"));

    const script = (html: string) => /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    const before = script((await get("/about")).html);
    append("src/site-client/main.ts", '\nconsole.debug("dev-loop edit");\n');
    const behaviour = await reloadUntil("/about", (html) => script(html) !== before);
    const source = await (
      await fetch(new URL(script((await get("/about")).html)!, dev.url))
    ).text();
    expect(source).toContain("dev-loop edit");

    const ms = [message, view, style, behaviour].map((t) => Math.round(t));
    console.log(`edit shown after (ms): message, view, style, behaviour ${ms.join(", ")}`);
  }, 600_000);
});
