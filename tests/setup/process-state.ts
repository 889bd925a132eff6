import { vi } from "vitest";
import { clearReads } from "@/platform/cached";

// The integration files of a worker share its process and modules (isolate: false in
// vitest.config.ts): loading the app's modules once per worker instead of once per file saves
// most of each file's start. Each file must still begin as in a new process, so what a file may
// leave behind in the process is put back here: the environment, mocks and timers, and the
// process-wide state the server keeps on globalThis.

/** What a file found in process.env, to be put back once it ends. */
export function saveEnvironment(): () => void {
  const saved = { ...process.env };
  return () => {
    for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
    Object.assign(process.env, saved);
  };
}

/**
 * The state a new process starts with: no cached reads, no sweep done yet. The content generation
 * moves on (clearReads) rather than back to 0, so no page rendered for another file is current.
 */
export function resetProcessState(): void {
  clearReads();
  const g = globalThis as Record<string, unknown>;
  // Each is read as "unset" on its first use (platform/rate-limit/limit.ts, modules/vitals,
  // the auth and file-store instances built for one database and
  // DATA_DIR, the cache bus's listener started once per process).
  for (const key of [
    "__arcadeRateSweepAt",
    "__arcadeVitalsSweepAt",
    "__arcadeAuth",
    "__arcadeStore",
    "__arcadeCacheListener",
  ])
    delete g[key];
}

/** Undo what a file did to shared objects through vi: spies, stubs and fake timers. */
export function restoreVi(): void {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
}
