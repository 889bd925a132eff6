import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb, getHandle } from "@/platform/db/client";
import { executePrepared } from "@/platform/db/prepared";

// A statement planned once per process on the embedded database (PREPARE, then EXECUTE with the
// values written as literals): the values must arrive exactly as given, never as SQL.
const echo = (v: { text: string | null; n: number; yes: boolean; at: Date; json: string }) =>
  sql`select ${v.text}::text as text, ${v.n}::int as n, ${v.yes}::boolean as yes,
    ${v.at.toISOString()}::timestamptz as at, ${v.json}::jsonb as json`;

async function preparedNames(): Promise<string[]> {
  const db = await getDb();
  const r = (await db.execute(
    sql`select name from pg_prepared_statements where name like 'arcade_%'`,
  )) as unknown as { rows: { name: string }[] };
  return r.rows.map((x) => x.name);
}

describe("statements planned once", () => {
  it("returns each run's own values exactly, quotes and SQL in them kept as text", async () => {
    const db = await getDb();
    const values = [
      "O'Brien",
      "'); drop table leads; --",
      "back\\slash \\' and $1 and $$ dollars $$",
      "سنعود قريبا 👋",
      "",
      null,
    ];
    for (const [i, text] of values.entries()) {
      const at = new Date(Date.UTC(2026, 0, 1, 12, i));
      const json = JSON.stringify({ text, quote: "it's" });
      const { rows } = await db.transaction((tx) =>
        executePrepared<{ text: string | null; n: number; yes: boolean; json: unknown }>(
          tx,
          echo({ text, n: i - 2, yes: i % 2 === 0, at, json }),
        ),
      );
      expect(rows[0]).toMatchObject({ text, n: i - 2, yes: i % 2 === 0, json: JSON.parse(json) });
    }
    const [leads] = (
      (await db.execute(sql`select count(*)::int as n from leads`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(leads!.n).toBeGreaterThanOrEqual(0);
    if ((await getHandle()).kind === "pglite") expect(await preparedNames()).toHaveLength(1);
  });

  it("still runs after the transaction that prepared it was rolled back", async () => {
    const db = await getDb();
    const q = sql`select ${"after rollback"}::text || ${"!"}::text as text`;
    await db
      .transaction(async (tx) => {
        await executePrepared(tx, q);
        tx.rollback();
      })
      .catch(() => {});
    const { rows } = await db.transaction((tx) => executePrepared<{ text: string }>(tx, q));
    expect(rows[0]?.text).toBe("after rollback!");
  });

  it("refuses a value holding a NUL character (no text can hold one)", async () => {
    const db = await getDb();
    const embedded = (await getHandle()).kind === "pglite";
    await expect(
      db.transaction((tx) => executePrepared(tx, sql`select ${"a\u0000b"}::text as text`)),
      // PostgreSQL refuses it itself (drizzle wraps its error as "Failed query").
    ).rejects.toThrow(embedded ? /NUL/ : /Failed query/);
  });
});
