import "server-only";
import { sql } from "drizzle-orm";
import pg from "pg";
import { clearReads, dropTags } from "./cached";
import { config } from "./config";
import { getHandle } from "./db/client";
import type { Db } from "./db/open";

/**
 * Cross-process cache invalidation on PostgreSQL (docs/decisions/010-several-processes.md): a write
 * publishes its tags with NOTIFY once committed, and every process LISTENs on one dedicated
 * connection and drops those tags. The embedded database has one process: publishing does nothing.
 */
const CACHE_CHANNEL = "arcade_cache";

/** NOTIFY the tags to every process (this one included). Call after the write has committed. */
async function publishTags(tags: string[]): Promise<void> {
  // Only a database server is shared; never open a database just to announce.
  if (tags.length === 0 || !config().DATABASE_URL) return;
  const handle = await getHandle();
  if (handle.kind === "postgres") await notifyTags(handle.db, tags);
}

export async function notifyTags(db: Db, tags: string[]): Promise<void> {
  await db.execute(sql`select pg_notify(${CACHE_CHANNEL}, ${JSON.stringify(tags)})`);
}

/** Fire and forget from invalidate(): the local cache is already dropped, others follow. */
export function announce(tags: string[]): void {
  publishTags(tags).catch((e: unknown) =>
    // Other processes then drop these entries at the latest when they expire (cached.ts TTL).
    console.warn("Could not publish cache invalidation", (e as Error).message),
  );
}

export type TagListener = { close: () => Promise<void>; connected: () => boolean };

/**
 * LISTEN on a connection of its own. When it is lost, anything may have been missed: onReset
 * (drop the whole cache) runs at once and again once listening resumes, retrying with backoff.
 */
export function listenForTags(opts: {
  url: string;
  /** Another channel than the cache's (e.g. the WhatsApp conversation bus), same JSON format. */
  channel?: string;
  onTags: (tags: string[]) => void;
  onReset: () => void;
  minDelayMs?: number;
  maxDelayMs?: number;
}): TagListener {
  const minDelay = opts.minDelayMs ?? 250;
  const maxDelay = opts.maxDelayMs ?? 10_000;
  const channel = opts.channel ?? CACHE_CHANNEL;
  let delay = minDelay;
  let closed = false;
  let listening = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let first = true;

  const connect = async () => {
    const c = new pg.Client({
      connectionString: opts.url,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    client = c;
    let lost = false;
    const onLost = () => {
      if (lost || closed) return;
      lost = true;
      listening = false;
      c.end().catch(() => undefined);
      opts.onReset();
      timer = setTimeout(() => void connect(), delay);
      timer.unref();
      delay = Math.min(delay * 2, maxDelay);
    };
    c.on("error", onLost);
    c.on("end", onLost);
    c.on("notification", (msg) => {
      if (msg.channel !== channel || !msg.payload) return;
      try {
        const tags: unknown = JSON.parse(msg.payload);
        if (Array.isArray(tags))
          opts.onTags(tags.filter((t): t is string => typeof t === "string"));
      } catch {
        opts.onReset(); // not ours to read: safest to start afresh
      }
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      if (closed) return void (await c.end().catch(() => undefined));
      listening = true;
      delay = minDelay;
      if (!first) opts.onReset(); // entries read while deaf may be stale
      first = false;
    } catch {
      onLost();
    }
  };
  void connect();

  return {
    connected: () => listening,
    close: async () => {
      closed = true;
      listening = false;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}

const g = globalThis as unknown as { __arcadeCacheListener?: TagListener };

/** This process's listener on the shared database (started once, at server start). */
export function startCacheListener(url: string): TagListener {
  g.__arcadeCacheListener ??= listenForTags({
    url,
    onTags: dropTags,
    onReset: clearReads,
  });
  return g.__arcadeCacheListener;
}
