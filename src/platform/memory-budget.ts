/**
 * How much memory this process's caches may hold, set from the memory the machine (or its
 * container) has, so a site on a 1 GB server keeps well inside it and a large server is not held
 * back. Each bound can be set outright in the environment (docs/operations.md, "Memory").
 * Loaded by server.ts outside the Next.js bundle as well as inside it: Node built-ins only, no
 * "server-only".
 */
import fs from "node:fs";
import os from "node:os";

const MB = 1024 * 1024;

type Env = Record<string, string | undefined>;

export type MemoryBudget = {
  /** Memory available to the process: the container's limit when there is one, else the machine's. */
  availableBytes: number;
  /** Cached public reads (platform/cached.ts), counted in entries. */
  readCacheEntries: number;
  /** Public pages kept rendered (src/site/render/page-memo.ts), in bytes. */
  pageCacheBytes: number;
  /** Next.js's in-memory copy of its file cache, optimised images included (cacheMaxMemorySize). */
  nextCacheBytes: number;
  /** Images optimised at once (each holds decoded pixels and an encoder's buffers). */
  imageConcurrency: number;
  /** The embedded database's page buffers (PostgreSQL's shared_buffers), in MB. */
  dbSharedBuffersMb: number;
  /** Its memory per sort or hash before spilling to disk (work_mem), in MB. */
  dbWorkMemMb: number;
  /**
   * Whether V8 may recompile the embedded database's WebAssembly with its optimising compiler.
   * Off below 2 GB: the optimised copy of PostgreSQL's code costs ~60 MB resident for queries
   * about 1.5 times faster once warm (and slower in the first minutes, while it compiles).
   */
  dbWasmOptimize: boolean;
  /**
   * Resident memory above which the caches above let go of what they keep (memory-pressure.ts):
   * 40% of the memory, so a 1 GB server drops its kept pages before its peak, not after.
   */
  pressureBytes: number;
  /**
   * V8's young generation, each of its two halves in MB (--max-semi-space-size): memory / 256
   * below 4 GB (4 MB on 1 GB), else null for V8's own (32 MB on a large machine). Short-lived
   * request garbage dies young either way; a smaller nursery is collected more often, in less
   * time each.
   */
  v8SemiSpaceMb: number | null;
  /**
   * V8's old generation limit in MB (--max-old-space-size): half the memory below 8 GB, else null
   * for V8's own. V8 lets the heap grow further past what is live the further it is from its
   * limit, and by default that limit is sized from the machine's memory.
   */
  v8OldSpaceMb: number | null;
  /**
   * Below 2 GB, how far past what is live V8 lets the heap grow before collecting it (20%, where
   * V8's own is 40% at this limit), and after how long a quiet heap is shrunk (2 s, V8's own being
   * 8 s): a small server gives back a burst's garbage soon after it.
   */
  v8HeapGrowingPercent: number | null;
};

/** The cgroup (v2, then v1) memory limit, when the process runs in a container that has one. */
function containerLimit(): number | null {
  for (const file of ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"]) {
    try {
      // A system file, not the project's: the build need not trace it (nor, for it, everything).
      const text = fs.readFileSync(/*turbopackIgnore: true*/ file, "utf8").trim();
      const bytes = Number(text);
      // "max", or v1's "no limit" (a number near 2^63), mean no limit.
      if (Number.isFinite(bytes) && bytes > 0 && bytes < 2 ** 50) return bytes;
    } catch {
      /* not in a cgroup that limits memory */
    }
  }
  return null;
}

function availableMemory(): number {
  const machine = os.totalmem();
  const limit = containerLimit();
  return limit ? Math.min(limit, machine) : machine;
}

/** true/false (or 1/0) from the environment, or undefined when unset; anything else is an error. */
function envFlag(env: Env, name: string) {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return undefined;
  if (raw === "true" || raw === "1") return true;
  if (raw === "false" || raw === "0") return false;
  throw new Error(`${name} must be true or false (got "${raw}")`);
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

/** A whole number from the environment, or undefined when unset; a bad value is an error. */
function envInt(env: Env, name: string, min: number, max: number) {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  return n;
}

/**
 * The bounds for a process with `availableBytes` of memory: 1% of it for Next.js's cache (between 4 and 50 MB, its own default being
 * 50) and 1% for the rendered public pages (4 to 32 MB, about 100 KB a page), one image optimised at a time below 2 GB, and the embedded database's buffers and work
 * memory below. MEMORY_MB replaces the detected memory;
 * READ_CACHE_ENTRIES, PAGE_CACHE_MB, NEXT_CACHE_MB, IMAGE_CONCURRENCY, DB_SHARED_BUFFERS_MB and
 * DB_WORK_MEM_MB set a bound outright; DB_WASM_OPTIMIZE=true|false decides the compiler;
 * MEMORY_PRESSURE_MB sets the resident memory at which the caches let go.
 */
export function memoryBudget(
  env: Env = process.env,
  detected: () => number = availableMemory,
): MemoryBudget {
  // MEMORY_MB: the memory to plan for when the machine's own figure misleads (a shared host).
  const availableMb = envInt(env, "MEMORY_MB", 256, 1_048_576) ?? detected() / MB;
  const availableBytes = availableMb * MB;
  const nextMb =
    envInt(env, "NEXT_CACHE_MB", 0, 1024) ?? clamp(Math.round(availableMb * 0.01), 4, 50);
  return {
    availableBytes,
    readCacheEntries:
      envInt(env, "READ_CACHE_ENTRIES", 1, 100_000) ?? (availableMb < 2048 ? 300 : 500),
    pageCacheBytes:
      (envInt(env, "PAGE_CACHE_MB", 1, 1024) ?? clamp(Math.round(availableMb * 0.01), 4, 32)) * MB,
    nextCacheBytes: nextMb * MB,
    imageConcurrency:
      envInt(env, "IMAGE_CONCURRENCY", 1, 64) ??
      (availableMb < 2048 ? 1 : clamp(Math.floor(os.availableParallelism() / 2), 1, 4)),
    // The pages the database reads are in the operating system's file cache anyway, so buffers
    // beyond the hot pages buy little: 1.5% (16 to 128 MB, PostgreSQL's default being 128).
    dbSharedBuffersMb:
      envInt(env, "DB_SHARED_BUFFERS_MB", 1, 16_384) ??
      clamp(Math.round(availableMb * 0.015), 16, 128),
    dbWorkMemMb: envInt(env, "DB_WORK_MEM_MB", 1, 1024) ?? (availableMb < 2048 ? 2 : 4),
    dbWasmOptimize: envFlag(env, "DB_WASM_OPTIMIZE") ?? availableMb >= 2048,
    pressureBytes:
      (envInt(env, "MEMORY_PRESSURE_MB", 64, 1_048_576) ?? Math.round(availableMb * 0.4)) * MB,
    v8SemiSpaceMb: availableMb < 4096 ? clamp(Math.round(availableMb / 256), 2, 16) : null,
    v8OldSpaceMb: availableMb < 8192 ? Math.round(availableMb / 2) : null,
    v8HeapGrowingPercent: availableMb < 2048 ? 20 : null,
  };
}

/**
 * The V8 flags the budget asks for that the process was not started with (server.ts starts
 * itself again with them). A flag already given (NODE_OPTIONS, node's own arguments) wins.
 */
export function missingV8Flags(budget: MemoryBudget, given: string[]): string[] {
  const has = (flag: string) => given.some((a) => a.startsWith(`${flag}=`) || a === flag);
  const flags: string[] = [];
  const semi = "--max-semi-space-size";
  const old = "--max-old-space-size";
  if (budget.v8SemiSpaceMb !== null && !has(semi)) flags.push(`${semi}=${budget.v8SemiSpaceMb}`);
  if (budget.v8OldSpaceMb !== null && ![old, `${old}-percentage`, "--max-heap-size"].some(has))
    flags.push(`${old}=${budget.v8OldSpaceMb}`);
  if (budget.v8HeapGrowingPercent !== null && !has("--heap-growing-percent"))
    flags.push(`--heap-growing-percent=${budget.v8HeapGrowingPercent}`);
  if (budget.v8HeapGrowingPercent !== null && !has("--memory-reducer-delay-ms"))
    flags.push("--memory-reducer-delay-ms=2000");
  return flags;
}
