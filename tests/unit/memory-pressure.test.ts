import { describe, expect, it, vi } from "vitest";
import { memoryBudget, missingV8Flags } from "@/platform/memory-budget";
import { checkPressure, pressureReport, releaseUnderPressure } from "@/platform/memory-pressure";
import { memoRender } from "@/site/render/page-memo";
import { fontBytes, fontsHeld } from "@/modules/quotes/server/pdf/fonts";
import { allowConsoleError } from "../setup/console";

const MB = 1024 * 1024;
const LIMIT = 400 * MB;

describe("what is kept only for speed lets go first under memory pressure", () => {
  it("empties every registered cache when resident memory passes the limit, and only then", () => {
    const release = vi.fn();
    releaseUnderPressure("test cache", release, () => 123);
    expect(checkPressure(LIMIT - 1, LIMIT)).toBe(false);
    expect(release).not.toHaveBeenCalled();
    const drops = pressureReport().drops;
    expect(checkPressure(LIMIT + 1, LIMIT)).toBe(true);
    expect(release).toHaveBeenCalledTimes(1);
    expect(pressureReport().drops).toBe(drops + 1);
    expect(pressureReport().held["test cache"]).toBe(123);
  });

  it("lets the other caches go when one fails to", () => {
    allowConsoleError();
    const after = vi.fn();
    releaseUnderPressure("a failing cache", () => {
      throw new Error("stuck");
    });
    releaseUnderPressure("z cache after it", after);
    expect(checkPressure(LIMIT + 1, LIMIT)).toBe(true);
    expect(after).toHaveBeenCalled();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining("a failing cache"),
      expect.any(Error),
    );
    releaseUnderPressure("a failing cache", () => {});
  });

  it("renders a kept page again after pressure, and reports the bytes kept", () => {
    let renders = 0;
    const render = () => `<p>${++renders}</p>`;
    memoRender("/pressure", { a: 1 }, render);
    memoRender("/pressure", { a: 1 }, render);
    memoRender("/pressure", { a: 1 }, render);
    expect(renders).toBe(2);
    expect(pressureReport().held["rendered pages"]).toBeGreaterThan(0);
    checkPressure(LIMIT + 1, LIMIT);
    expect(pressureReport().held["rendered pages"]).toBe(0);
    memoRender("/pressure", { a: 1 }, render);
    expect(renders).toBe(3);
  });

  it("reads the PDF fonts only when a PDF is drawn, and lets them go under pressure", async () => {
    expect(fontsHeld()).toBe(false);
    const bytes = await fontBytes();
    expect(bytes.cjk.byteLength).toBeGreaterThan(MB);
    expect(fontsHeld()).toBe(true);
    expect(pressureReport().held["PDF fonts"]).toBeGreaterThan(10 * MB);
    checkPressure(LIMIT + 1, LIMIT);
    expect(fontsHeld()).toBe(false);
    expect(pressureReport().held["PDF fonts"]).toBe(0);
  });

  it("lets the PDF fonts go a minute after the last PDF", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await fontBytes();
      expect(fontsHeld()).toBe(true);
      vi.advanceTimersByTime(59_000);
      expect(fontsHeld()).toBe(true);
      vi.advanceTimersByTime(2_000);
      expect(fontsHeld()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the memory budget of a 1 GB server", () => {
  const oneGb = memoryBudget({ MEMORY_MB: "1024" }, () => 24 * 1024 * MB);

  it("lets the caches go at 40% of the memory, or at MEMORY_PRESSURE_MB", () => {
    expect(oneGb.pressureBytes).toBe(410 * MB);
    expect(
      memoryBudget({ MEMORY_MB: "1024", MEMORY_PRESSURE_MB: "300" }, () => 0).pressureBytes,
    ).toBe(300 * MB);
    expect(() => memoryBudget({ MEMORY_PRESSURE_MB: "lots" }, () => 1024 * MB)).toThrow(
      "MEMORY_PRESSURE_MB",
    );
  });

  it("sizes V8's heap from the budget, not from the machine, unless node was told otherwise", () => {
    const growth = ["--heap-growing-percent=20", "--memory-reducer-delay-ms=2000"];
    expect(missingV8Flags(oneGb, [])).toEqual([
      "--max-semi-space-size=4",
      "--max-old-space-size=512",
      ...growth,
    ]);
    expect(
      missingV8Flags(oneGb, ["--max-semi-space-size=16", "--max-old-space-size=700", ...growth]),
    ).toEqual([]);
    expect(missingV8Flags(oneGb, ["--max-old-space-size-percentage=25"])).toEqual([
      "--max-semi-space-size=4",
      ...growth,
    ]);
    // A large server keeps V8's own sizes: no second start.
    expect(
      missingV8Flags(
        memoryBudget({}, () => 16 * 1024 * MB),
        [],
      ),
    ).toEqual([]);
  });
});
