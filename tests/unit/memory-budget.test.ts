import { describe, expect, it } from "vitest";
import { memoryBudget } from "@/platform/memory-budget";

const MB = 1024 * 1024;
const machine = (mb: number) => () => mb * MB;

describe("memoryBudget", () => {
  it("fits the caches and the embedded database to a 1 GB server", () => {
    const b = memoryBudget({}, machine(1024));
    expect(b.availableBytes).toBe(1024 * MB);
    expect(b.nextCacheBytes).toBe(10 * MB);
    expect(b.pageCacheBytes).toBe(10 * MB);
    expect(b.readCacheEntries).toBe(300);
    expect(b.imageConcurrency).toBe(1);
    expect(b.dbSharedBuffersMb).toBe(16);
    expect(b.dbWorkMemMb).toBe(2);
    expect(b.dbWasmOptimize).toBe(false);
  });

  it("grows with the memory there is, up to the old fixed bounds", () => {
    const big = memoryBudget({}, machine(64 * 1024));
    expect(big.nextCacheBytes).toBe(50 * MB);
    expect(big.pageCacheBytes).toBe(32 * MB);
    expect(big.readCacheEntries).toBe(500);
    expect(big.dbSharedBuffersMb).toBe(128);
    expect(big.dbWorkMemMb).toBe(4);
    expect(big.dbWasmOptimize).toBe(true);
    expect(memoryBudget({ DB_WASM_OPTIMIZE: "true" }, machine(1024)).dbWasmOptimize).toBe(true);
    expect(memoryBudget({ DB_WASM_OPTIMIZE: "0" }, machine(8192)).dbWasmOptimize).toBe(false);
    expect(() => memoryBudget({ DB_WASM_OPTIMIZE: "maybe" }, machine(1024))).toThrow(
      /DB_WASM_OPTIMIZE must be true or false/,
    );
    const tiny = memoryBudget({}, machine(256));
    expect(tiny.nextCacheBytes).toBe(4 * MB);
    expect(tiny.pageCacheBytes).toBe(4 * MB);
    expect(tiny.dbSharedBuffersMb).toBe(16);
  });

  it("plans for MEMORY_MB instead of the detected memory, and takes each bound set outright", () => {
    expect(memoryBudget({ MEMORY_MB: "1024" }, machine(24 * 1024)).nextCacheBytes).toBe(10 * MB);
    const set = memoryBudget(
      {
        MEMORY_MB: "1024",
        READ_CACHE_ENTRIES: "50",
        NEXT_CACHE_MB: "0",
        PAGE_CACHE_MB: "2",
        IMAGE_CONCURRENCY: "2",
        DB_SHARED_BUFFERS_MB: "32",
        DB_WORK_MEM_MB: "8",
      },
      machine(24 * 1024),
    );
    expect(set).toMatchObject({
      readCacheEntries: 50,
      nextCacheBytes: 0,
      pageCacheBytes: 2 * MB,
      imageConcurrency: 2,
      dbSharedBuffersMb: 32,
      dbWorkMemMb: 8,
    });
  });

  it("refuses a bound that is not a whole number in range, naming the variable", () => {
    for (const [name, value] of [
      ["NEXT_CACHE_MB", "-1"],
      ["PAGE_CACHE_MB", "0"],
      ["NEXT_CACHE_MB", "20MB"],
      ["READ_CACHE_ENTRIES", "-1"],
      ["IMAGE_CONCURRENCY", "1.5"],
      ["MEMORY_MB", "64"],
    ] as const)
      expect(() => memoryBudget({ [name]: value }, machine(1024)), `${name}=${value}`).toThrow(
        name,
      );
  });
});
