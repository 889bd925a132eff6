import "server-only";
import { config } from "@/platform/config";
import { openDatabase, type Db, type Handle } from "./open";

type State = { handle?: Handle; opening?: Promise<Handle>; installs?: number };
const g = globalThis as unknown as { __arcadeDb?: State };
const state: State = (g.__arcadeDb ??= {});

/** The process-wide database (one PGlite instance per process), opened and migrated on first use. */
export async function getHandle(): Promise<Handle> {
  if (state.handle) return state.handle;
  const installs = state.installs;
  state.opening ??= (async () => {
    const cfg = config();
    const handle = await openDatabase({
      url: cfg.DATABASE_URL,
      dataDir: cfg.dataDir,
      logQueries: cfg.LOG_QUERIES,
    });
    // A handle installed while this one opened (a test's, a CLI's) is the one to use: replacing
    // it would send later queries to another database than the earlier ones.
    if (state.installs !== installs) {
      await handle.close();
      return getHandle();
    }
    state.handle = handle;
    registerShutdown();
    return handle;
  })().catch((e) => {
    state.opening = undefined;
    throw e;
  });
  return state.opening;
}

export async function getDb(): Promise<Db> {
  return (await getHandle()).db;
}

/** Install an already-open database (tests, CLI scripts that open it themselves). */
export function setHandle(handle: Handle | undefined): void {
  state.installs = (state.installs ?? 0) + 1;
  state.handle = handle;
  state.opening = handle ? Promise.resolve(handle) : undefined;
}

async function closeDb(): Promise<void> {
  const handle = state.handle;
  state.handle = undefined;
  state.opening = undefined;
  if (handle) await handle.close();
}

let shutdownRegistered = false;
function registerShutdown() {
  if (shutdownRegistered) return;
  shutdownRegistered = true;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      void closeDb().finally(() => process.exit(0));
    });
  }
}

export type { Db };
