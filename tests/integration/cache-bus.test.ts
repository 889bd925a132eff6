import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listenForTags, notifyTags, type TagListener } from "@/platform/cache-bus";
import { openDatabase, type Handle } from "@/platform/db/open";

const adminUrl = process.env.TEST_DATABASE_URL;

/** One process's public read cache: entries by tag, as platform/cached.ts keeps them. */
function processCache(url: string) {
  const entries = new Map<string, string>([
    ["games:list", "games"],
    ["categories:list", "categories"],
  ]);
  let resets = 0;
  const listener = listenForTags({
    url,
    minDelayMs: 50,
    onTags: (tags) => {
      for (const [k, tag] of entries) if (tags.includes(tag)) entries.delete(k);
    },
    onReset: () => {
      resets++;
      entries.clear();
    },
  });
  return { entries, listener, resets: () => resets };
}

async function until(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("Timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.skipIf(process.env.TEST_DB !== "postgres" || !adminUrl)(
  "cache invalidation across processes (PostgreSQL NOTIFY/LISTEN)",
  () => {
    const name = `arcade_bus_${randomBytes(6).toString("hex")}`;
    let url: string;
    let writer: Handle;
    const listeners: TagListener[] = [];

    beforeAll(async () => {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const u = new URL(adminUrl!);
      u.pathname = `/${name}`;
      url = u.toString();
      writer = await openDatabase({ url, dataDir: "", migrate: false });
    });

    afterAll(async () => {
      await Promise.all(listeners.map((l) => l.close()));
      await writer?.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });

    it("drops the written tags in another process within a second, and only those", async () => {
      const other = processCache(url);
      listeners.push(other.listener);
      await until(other.listener.connected, 5000);
      const started = Date.now();
      await notifyTags(writer.db, ["categories"]);
      await until(() => !other.entries.has("categories:list"), 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(other.entries.has("games:list")).toBe(true);
    });

    it("drops the whole cache when its listen connection is lost, then listens again", async () => {
      const other = processCache(url);
      listeners.push(other.listener);
      await until(other.listener.connected, 5000);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const killed = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and query ilike 'listen%'",
        [name],
      );
      await admin.end();
      expect(killed.rowCount).toBeGreaterThanOrEqual(1);
      await until(() => other.resets() > 0 && other.entries.size === 0, 2000);
      await until(other.listener.connected, 5000);

      other.entries.set("games:list", "games");
      await notifyTags(writer.db, ["games"]);
      await until(() => !other.entries.has("games:list"), 1000);
    });
  },
);
