import "server-only";
import { readCache, READ_CACHE_MAX } from "./cached";
import { getHandle } from "./db/client";
import { memoryBudget } from "./memory-budget";
import { pressureReport } from "./memory-pressure";

const mb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * The process's memory and what its caches hold, in MB, for the staff status (GET
 * /api/admin/status): what an operator compares with docs/operations.md "Memory" before raising
 * or lowering a bound. Figures only; nothing of the content.
 */
export async function memoryReport() {
  const usage = process.memoryUsage();
  const budget = memoryBudget();
  const pressure = pressureReport();
  const handle = await getHandle();
  // PGlite's WebAssembly memory only grows; its size is what the database has taken so far.
  const wasm = (handle.pglite as unknown as { mod?: { HEAPU8?: Uint8Array } } | undefined)?.mod
    ?.HEAPU8?.byteLength;
  return {
    process: {
      residentMb: mb(usage.rss),
      heapUsedMb: mb(usage.heapUsed),
      heapTotalMb: mb(usage.heapTotal),
      externalMb: mb(usage.external),
      arrayBuffersMb: mb(usage.arrayBuffers),
      uptimeSeconds: Math.round(process.uptime()),
    },
    database: {
      kind: handle.kind,
      ...(wasm === undefined ? {} : { embeddedMemoryMb: mb(wasm) }),
      ...(handle.kind === "pglite"
        ? { sharedBuffersMb: budget.dbSharedBuffersMb, workMemMb: budget.dbWorkMemMb }
        : {}),
    },
    caches: {
      reads: { entries: readCache.size, maxEntries: READ_CACHE_MAX },
      pagesMaxMb: mb(budget.pageCacheBytes),
      nextMaxMb: mb(budget.nextCacheBytes),
      imageConcurrency: budget.imageConcurrency,
      // What each cache that lets go under pressure holds now (null: it cannot tell its size).
      keptMb: Object.fromEntries(
        Object.entries(pressure.held).map(([name, b]) => [name, b === null ? null : mb(b)]),
      ),
      pressureMb: mb(pressure.limitBytes),
      pressureDrops: pressure.drops,
    },
    availableMb: mb(budget.availableBytes),
  };
}
