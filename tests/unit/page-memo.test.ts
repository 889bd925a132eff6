import { afterEach, describe, expect, it, vi } from "vitest";
import { memoRender as memoBytes } from "@/site/render/page-memo";

/** The answer as text: the memo answers UTF-8 bytes. */
const memoRender = (...args: Parameters<typeof memoBytes>) => memoBytes(...args).toString("utf8");

/** A renderer that counts its calls and writes which call made the page. */
function counting() {
  const calls: number[] = [];
  const render = () => {
    calls.push(calls.length + 1);
    return `<p>${calls.length}</p>`;
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
    memoRender(key, { games }, render);
    memoRender(key, { games }, render);
    const third = memoRender(key, { games: [...games] }, render);
    expect(calls).toHaveLength(2);
    expect(third).toBe(`<p>2</p>`);
  });

  it("answers the page's own text, non-Latin-1 included", () => {
    const key = freshKey();
    const render = () => `<p lang="ar">الألعاب — €</p>`;
    memoRender(key, { a: 1 }, render);
    memoRender(key, { a: 1 }, render);
    const kept = memoBytes(key, { a: 1 }, render);
    expect(kept.toString("utf8")).toBe(`<p lang="ar">الألعاب — €</p>`);
    expect(kept.byteLength).toBe(Buffer.byteLength(kept.toString("utf8")));
  });

  it("takes equal new inputs as its own, so the next request is not compared in full", () => {
    const key = freshKey();
    const { calls, render } = counting();
    memoRender(key, { games: [{ title: "Racer" }] }, render);
    memoRender(key, { games: [{ title: "Racer" }] }, render);
    // The same content read again (a cached read past its time): equal, new objects.
    let reads = 0;
    const again = new Proxy([{ title: "Racer" }], {
      get: (target, p, receiver) => (reads++, Reflect.get(target, p, receiver)),
    });
    memoRender(key, { games: again }, render);
    const compared = reads;
    expect(compared).toBeGreaterThan(0);
    memoRender(key, { games: again }, render);
    expect(reads).toBe(compared);
    expect(calls).toHaveLength(2);
  });

  it("renders again at once when the inputs changed, and keeps the new page", () => {
    const key = freshKey();
    const { calls, render } = counting();
    memoRender(key, { title: "Racer" }, render);
    memoRender(key, { title: "Racer" }, render);
    const changed = memoRender(key, { title: "Racer Pro" }, render);
    expect(calls).toHaveLength(3);
    expect(changed).toContain("<p>3</p>");
    expect(memoRender(key, { title: "Racer Pro" }, render)).toContain("<p>3</p>");
    expect(calls).toHaveLength(3);
  });

  it("never keeps an address asked for once, so one-off queries push no page out", () => {
    const { calls, render } = counting();
    for (let i = 0; i < 50; i++) memoRender(`/shop?r=${i}-${freshKey()}`, { same: true }, render);
    expect(calls).toHaveLength(50);
  });

  it("renders again in the next quarter of an hour (the footer's year, a price's validity)", () => {
    vi.useFakeTimers({ now: new Date("2026-12-31T23:50:00Z") });
    const key = freshKey();
    const { calls, render } = counting();
    memoRender(key, {}, render);
    memoRender(key, {}, render);
    memoRender(key, {}, render);
    expect(calls).toHaveLength(2);
    vi.setSystemTime(new Date("2027-01-01T00:00:00Z"));
    memoRender(key, {}, render);
    expect(calls).toHaveLength(3);
  });
});
