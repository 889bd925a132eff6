import { Writable } from "node:stream";
import { createElement as h, Suspense, use, type ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferAppStart, deferredAppScripts } from "@/platform/http/deferred-start";
import { resolveBoundaries } from "@/platform/http/resolve-boundaries";

/** React's own streamed HTML for a document, as Next.js sends it. */
function stream(body: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const out = new Writable({
      write(chunk, _enc, done) {
        html += String(chunk);
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const s = renderToPipeableStream(h("html", null, h("body", null, h("main", null, body))), {
      onShellReady: () => s.pipe(out),
      onShellError: reject,
      onError: () => {},
    });
  });
}

/** A value React reads at once when ready, or waits for (the boundary streams late) when not. */
function later<T>(value: T, ready: boolean): Promise<T> {
  if (!ready) return new Promise((r) => setTimeout(() => r(value), 20));
  return Object.assign(Promise.resolve(value), { status: "fulfilled", value });
}

function Value({ of }: { of: Promise<string> }) {
  return h("p", null, use(of));
}

/** A shop-like page: a loading boundary with a nested one inside its content. */
function page(ready: boolean) {
  return h(
    Suspense,
    { fallback: h("div", { role: "status" }, h("div", null, "Loading games")) },
    h(
      "section",
      null,
      h(Value, { of: later("Turbo Drift Deluxe", ready) }),
      h(
        Suspense,
        { fallback: h("p", null, "Loading reviews") },
        h(Value, { of: later("Five stars", ready) }),
      ),
    ),
  );
}

const main = (html: string) => html.slice(html.indexOf("<main>"), html.indexOf("</main>") + 7);

describe("resolveBoundaries", () => {
  it("writes late boundaries as React writes boundaries that were ready in time", async () => {
    const streamed = await stream(page(false));
    expect(streamed).toContain('$RC("B:');
    expect(streamed).toContain("Loading games");

    const resolved = resolveBoundaries(streamed);
    expect(main(resolved)).toBe(main(await stream(page(true))));
    expect(resolved).not.toMatch(/Loading (games|reviews)|<template id=|hidden id="S:|\$R[CS]\("/);
    expect(resolved).toContain("<p>Turbo Drift Deluxe</p>");
  });

  it("leaves a page with a boundary left to the client (a late server error) as it came", async () => {
    const failing = new Promise<string>((_, reject) =>
      setTimeout(() => reject(new Error("read failed")), 20),
    );
    const streamed = await stream(
      h(Suspense, { fallback: h("p", null, "Loading") }, h(Value, { of: failing })),
    );
    expect(streamed).toMatch(/\$RX\("/);
    expect(resolveBoundaries(streamed)).toBe(streamed);
  });

  it("leaves a page that streamed nothing late as it came", async () => {
    const whole = await stream(page(true));
    expect(resolveBoundaries(whole)).toBe(whole);
  });
});

describe("deferAppStart", () => {
  const next = [
    "<!DOCTYPE html><html><head>",
    '<link rel="preload" as="image" href="/hero.webp" fetchPriority="high"/>',
    '<link rel="stylesheet" href="/_next/static/chunks/a.css"/>',
    '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
    '<script src="/_next/static/chunks/one.js" async=""></script>',
    '<script src="/_next/static/chunks/two.js?v=1&amp;x=2" async=""></script>',
    '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    "<title>Shop</title></head><body><main>Games</main>",
    "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    "</body></html>",
  ].join("");

  it("lists the app's scripts in order and takes their tags and preloads out", () => {
    const kept = deferAppStart(next);
    expect(deferredAppScripts(kept)).toEqual([
      "/_next/static/chunks/one.js",
      "/_next/static/chunks/two.js?v=1&x=2",
      "/_next/static/chunks/main.js",
    ]);
    expect(kept).not.toMatch(/<script src="[^"]*" async/);
    expect(kept).not.toContain('as="script"');
    // The image preload, the stylesheet, the noModule fallback and inline data stay.
    expect(kept).toContain('<link rel="preload" as="image" href="/hero.webp"');
    expect(kept).toContain('href="/_next/static/chunks/a.css"');
    expect(kept).toContain('src="/_next/static/chunks/polyfills.js" noModule=""');
    expect(kept).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
    // The bootstrap sits in <head>, where the first script was, before any content.
    const bootstrap = kept.indexOf('<script type="application/json" id="__app_scripts">');
    expect(bootstrap).toBeGreaterThan(kept.indexOf("a.css"));
    expect(bootstrap).toBeLessThan(kept.indexOf("</head>"));
  });

  it("lists the page's data, when it was taken out, before the app's scripts", () => {
    const data = "/_kept/flight/abc.js?page=%2Fshop";
    const kept = deferAppStart(next, "idle", data);
    expect(deferredAppScripts(kept)).toEqual([
      data,
      "/_next/static/chunks/one.js",
      "/_next/static/chunks/two.js?v=1&x=2",
      "/_next/static/chunks/main.js",
    ]);
    // The app's scripts are preloaded with it and added once it has run.
    expect(kept).toContain("script(data, () => app.forEach((src) => script(src)))");
  });

  it("writes a bootstrap that a browser can parse, in either mode, with or without a filter", () => {
    const filtered = next.replace("<main>", '<main><nav data-early-filter="category"></nav>');
    for (const mode of ["idle", "interaction"] as const) {
      for (const page of [next, filtered]) {
        const kept = deferAppStart(page, mode);
        const inline = [...kept.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
        expect(inline.length).toBeGreaterThan(0);
        for (const source of inline) expect(() => new Function(source)).not.toThrow();
      }
    }
  });

  it("carries the code that shows a filter in place only on a page that has one", () => {
    const filtered = next.replace("<main>", '<main><nav data-early-filter="category"></nav>');
    expect(deferAppStart(filtered)).toContain("filterInPlace(chip)");
    expect(deferAppStart(next)).not.toContain("filterInPlace");
  });

  it("starts the app at idle after the load, or with APP_START=interaction only prefetches it", () => {
    const idle = deferAppStart(next, "idle");
    expect(idle).toContain("loaded(() => saveData || start())");
    expect(idle).not.toContain('l.rel = "prefetch"');
    const later = deferAppStart(next, "interaction");
    expect(later).toContain('l.rel = "prefetch"');
    expect(later).not.toContain("saveData || start()");
  });

  it("returns a page without the app's scripts as it came", () => {
    const plain = "<html><head><title>x</title></head><body><script>1</script></body></html>";
    expect(deferAppStart(plain)).toBe(plain);
    expect(deferredAppScripts(plain)).toEqual([]);
  });
});
