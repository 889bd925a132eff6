import { afterEach, describe, expect, it, vi } from "vitest";
import { memoRender as memoBytes } from "@/site/render/page-memo";

/** The answer as text: the memo answers UTF-8 bytes. */
const memoRender = (...args: Parameters<typeof memoBytes>) => memoBytes(...args).toString("utf8");

/** A renderer that counts its calls and writes the nonce it is given twice, as a page does. */
function counting() {
  const calls: (string | undefined)[] = [];
  const render = (nonce: string | undefined) => {
    calls.push(nonce);
    return `<style nonce="${nonce}"></style><p>${calls.length}</p><script nonce="${nonce}"></script>`;
  };
  return { calls, render };
}

let n = 0;
const freshKey = () => `/test-${++n}`;

describe("memoRender (public pages kept rendered)", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a page asked for a second time and answers it again without rendering", () => {
    const key = freshKey();
    const { calls, render } = counting();
    const games = [{ id: 1, title: "Racer" }];
    memoRender(key, { games }, "a1", render);
    memoRender(key, { games }, "b2", render);
    const third = memoRender(key, { games: [...games] }, "c3", render);
    expect(calls).toHaveLength(2);
    // Each answer carries its own request's nonce, in every place the page wrote one.
    expect(third).toBe(`<style nonce="c3"></style><p>2</p><script nonce="c3"></script>`);
  });

  it("answers the page's own text, non-Latin-1 included, with the nonce in place", () => {
    const key = freshKey();
    const render = (nonce: string | undefined) =>
      `<p lang="ar">الألعاب — €</p><script nonce="${nonce}"></script>`;
    memoRender(key, { a: 1 }, "x", render);
    memoRender(key, { a: 1 }, "x", render);
    const kept = memoBytes(key, { a: 1 }, "yz", render);
    expect(kept.toString("utf8")).toBe(`<p lang="ar">الألعاب — €</p><script nonce="yz"></script>`);
    expect(kept.byteLength).toBe(Buffer.byteLength(kept.toString("utf8")));
  });

  it("takes equal new inputs as its own, so the next request is not compared in full", () => {
    const key = freshKey();
    const { calls, render } = counting();
    memoRender(key, { games: [{ title: "Racer" }] }, "a", render);
    memoRender(key, { games: [{ title: "Racer" }] }, "a", render);
    // The same content read again (a cached read past its time): equal, new objects.
    let reads = 0;
    const again = new Proxy([{ title: "Racer" }], {
      get: (target, p, receiver) => (reads++, Reflect.get(target, p, receiver)),
    });
    memoRender(key, { games: again }, "a", render);
    const compared = reads;
    expect(compared).toBeGreaterThan(0);
    memoRender(key, { games: again }, "a", render);
    expect(reads).toBe(compared);
    expect(calls).toHaveLength(2);
  });

  it("renders again at once when the inputs changed, and keeps the new page", () => {
    const key = freshKey();
    const { calls, render } = counting();
    memoRender(key, { title: "Racer" }, "a", render);
    memoRender(key, { title: "Racer" }, "a", render);
    const changed = memoRender(key, { title: "Racer Pro" }, "a", render);
    expect(calls).toHaveLength(3);
    expect(changed).toContain("<p>3</p>");
    expect(memoRender(key, { title: "Racer Pro" }, "a", render)).toContain("<p>3</p>");
    expect(calls).toHaveLength(3);
  });

  it("never keeps an address asked for once, so one-off queries push no page out", () => {
    const { calls, render } = counting();
    for (let i = 0; i < 50; i++)
      memoRender(`/shop?r=${i}-${freshKey()}`, { same: true }, "x", render);
    expect(calls).toHaveLength(50);
  });

  it("keeps a page without a nonce apart from one with, and writes no stand-in into either", () => {
    const key = freshKey();
    const { render } = counting();
    memoRender(key, {}, "nonce1", render);
    memoRender(key, {}, "nonce1", render);
    const plain = memoRender(key, {}, undefined, render);
    expect(plain).toContain(`nonce="undefined"`);
    expect(memoRender(key, {}, "nonce2", render)).toMatch(
      /^<style nonce="nonce2">.*nonce="nonce2"/,
    );
  });

  it("renders again in the next quarter of an hour (the footer's year, a price's validity)", () => {
    vi.useFakeTimers({ now: new Date("2026-12-31T23:50:00Z") });
    const key = freshKey();
    const { calls, render } = counting();
    memoRender(key, {}, "a", render);
    memoRender(key, {}, "a", render);
    memoRender(key, {}, "a", render);
    expect(calls).toHaveLength(2);
    vi.setSystemTime(new Date("2027-01-01T00:00:00Z"));
    memoRender(key, {}, "a", render);
    expect(calls).toHaveLength(3);
  });
});
