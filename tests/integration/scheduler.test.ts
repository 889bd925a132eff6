import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { eq } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { getDb } from "@/platform/db/client";
import { scheduledJobs } from "@/platform/db/meta-schema";
import { claimRun } from "@/platform/scheduler";

describe("a periodic job", () => {
  it("is claimed once per period, however many ask", async () => {
    const job = { name: "claim-test", everyMs: 60_000 };
    const claims = await Promise.all([claimRun(job), claimRun(job), claimRun(job)]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimRun(job)).toBe(false);
    // Once its period has passed, it is due again.
    const db = await getDb();
    await db
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(Date.now() - 1000) })
      .where(eq(scheduledJobs.name, job.name));
    expect(await claimRun(job)).toBe(true);
  });

  /** The lines "ran <ms>" a child process printed while it lived. */
  function child(url: string, env: Record<string, string>): Promise<number[]> {
    return new Promise((resolve, reject) => {
      const proc = spawn(
        process.execPath,
        ["--import", "tsx", "--conditions=react-server", "tests/support/scheduler-child.ts"],
        {
          env: { ...process.env, DATABASE_URL: url, ...env },
          stdio: ["ignore", "pipe", "inherit"],
        },
      );
      let out = "";
      proc.stdout.on("data", (d) => (out += d));
      proc.on("error", reject);
      proc.on("close", (code) =>
        code === 0
          ? resolve([...out.matchAll(/^ran (\d+)$/gm)].map((m) => Number(m[1])))
          : reject(new Error(`child exited ${code}`)),
      );
    });
  }

  it.skipIf(process.env.TEST_DB !== "postgres")(
    "runs once per period across two processes of the site",
    async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `arcade_sched_${randomBytes(6).toString("hex")}`;
      await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
      try {
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${name}`;
        const env = { EVERY_MS: "1000", FOR_MS: "6500" };
        const [a, b] = await Promise.all([child(url.href, env), child(url.href, env)]);
        const runs = [...a!, ...b!].sort((x, y) => x - y);
        // Two processes each running it would make about twelve; one run a period makes six or seven
        // (a process starting a little late may find the first period already taken).
        expect(runs.length).toBeGreaterThanOrEqual(4);
        expect(runs.length).toBeLessThanOrEqual(8);
        for (let i = 1; i < runs.length; i++)
          expect(runs[i]! - runs[i - 1]!, "runs are a period apart").toBeGreaterThanOrEqual(600);
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
    60_000,
  );
});
