import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/platform/db/open";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(process.env.TEST_DB !== "postgres" || !adminUrl)("migrations on PostgreSQL", () => {
  it("lets six processes start at the same moment on one new database: all come up, each migration runs once", async () => {
    const name = `arcade_lock_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    try {
      const handles = await Promise.all(
        Array.from({ length: 6 }, () => openDatabase({ url: url.toString(), dataDir: "" })),
      );
      await Promise.all(handles.map((h) => h.close()));

      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      const applied = await check.query<{ hash: string; n: string }>(
        "select hash, count(*) as n from drizzle.__drizzle_migrations group by hash",
      );
      const files = await check.query(
        "select count(*)::int as n from pg_tables where schemaname = 'public'",
      );
      await check.end();
      expect(applied.rows.length).toBeGreaterThan(0);
      expect(applied.rows.every((r) => Number(r.n) === 1)).toBe(true);
      expect(files.rows[0].n).toBeGreaterThan(3);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
