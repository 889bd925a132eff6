import { describe, expect, it } from "vitest";
import { deferAppStart } from "@/platform/http/deferred-start";
import { flightHash, flightRequest, splitFlight } from "@/platform/http/flight-split";

const page = (head: string[], scripts: string[], body: string) =>
  deferAppStart(
    `<html><head>${head.join("")}${scripts.map((s) => `<script src="${s}" async=""></script>`).join("")}</head><body>${body}</body></html>`,
    "idle",
    "__flight__",
  );

describe("splitFlight", () => {
  it("takes out every payload script, in order, and the render's nonce from it", () => {
    const html = [
      '<head><script type="application/ld+json">{}</script></head><body><p>Hi</p>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script>self.__next_f.push([1,"a",{"nonce":"N0NCE"}])</script>',
      "<script>$RB=[]</script></body>",
    ].join("");
    const split = splitFlight(html, "N0NCE")!;
    expect(split.html).toBe(
      '<head><script type="application/ld+json">{}</script></head><body><p>Hi</p><script>$RB=[]</script></body>',
    );
    expect(split.flight).toBe(
      '(self.__next_f=self.__next_f||[]).push([0]);\nself.__next_f.push([1,"a",{"nonce":""}])',
    );
    expect(splitFlight("<p>no app</p>", undefined)).toBeNull();
  });
});

describe("flightHash", () => {
  const meta = ['<meta name="a" content="1"/>', '<meta name="b" content="2"/>'];
  const chunks = ["/_next/static/chunks/one.js", "/_next/static/chunks/two.js"];

  it("is the same for the same page, whatever the head's order or the chunks a process named", () => {
    const one = flightHash(page(meta, chunks, "<main>Games</main>"));
    expect(flightHash(page([...meta].reverse(), chunks, "<main>Games</main>"))).toBe(one);
    expect(flightHash(page(meta, chunks.slice(0, 1), "<main>Games</main>"))).toBe(one);
    // Other content is another page.
    expect(flightHash(page(meta, chunks, "<main>Racing</main>"))).not.toBe(one);
    expect(flightHash(page([meta[0]!], chunks, "<main>Games</main>"))).not.toBe(one);
  });
});

describe("flightRequest", () => {
  const at = (u: string) => flightRequest(new URL(u, "http://localhost"));

  it("reads the hash and the page, and nothing else", () => {
    expect(at("/_kept/flight/abcdefghijklmnopqrstuv.js?page=%2Fshop%3Fcategory%3DRacing")).toEqual({
      hash: "abcdefghijklmnopqrstuv",
      pageKey: "/shop?category=Racing",
    });
    for (const u of [
      "/_kept/flight/short.js?page=%2F",
      "/_kept/flight/abcdefghijklmnopqrstuv.js",
      "/_kept/flight/abcdefghijklmnopqrstuv.js?page=//evil.example",
      "/_kept/flight/abcdefghijklmnopqrstuv.js?page=https://evil.example/",
      "/_kept/flight/../../etc/passwd",
      "/shop",
    ])
      expect(at(u), u).toBeNull();
  });
});
