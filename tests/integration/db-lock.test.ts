import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/platform/db/open";
import { migratedDataDir } from "../setup/fresh-database";

const run = promisify(execFile);

describe("embedded database lock", () => {
  it("refuses a second process on the same data directory with a clear message", async () => {
    const dir = await migratedDataDir();
    const handle = await openDatabase({ dataDir: dir });
    try {
      const script = `import { openDatabase } from "./src/platform/db/open.ts";
        openDatabase({ dataDir: ${JSON.stringify(dir)} }).then(() => { console.log("OPENED"); process.exit(0); },
          (e) => { console.log(e.code + ": " + e.message); process.exit(3); });`;
      const result = await run(process.execPath, [
        "--import",
        "tsx",
        "--conditions=react-server",
        "--input-type=module",
        "-e",
        script,
      ]).catch((e: { code: number; stdout: string }) => e);
      expect(result.stdout).toMatch(
        /^DB_LOCKED: The embedded database in .* is in use by another process \(pid \d+\)/,
      );
      expect((result as { code?: number }).code).toBe(3);
    } finally {
      await handle.close();
    }
    // Once released, the directory opens again and keeps its data.
    const again = await openDatabase({ dataDir: dir });
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("takes over a stale lock left by a dead process", async () => {
    const dir = await migratedDataDir();
    fs.writeFileSync(path.join(dir, "db.lock"), "999999");
    const handle = await openDatabase({ dataDir: dir, migrate: false });
    await handle.close();
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("takes over a lock whose pid now belongs to another process (a container restart reuses pids)", async () => {
    const dir = await migratedDataDir();
    // pid 1 is alive, but it did not start at this time: the lock is stale.
    fs.writeFileSync(path.join(dir, "db.lock"), "1 1");
    const handle = await openDatabase({ dataDir: dir, migrate: false });
    expect(fs.readFileSync(path.join(dir, "db.lock"), "utf8")).toMatch(
      new RegExp(`^${process.pid} \\d+$`),
    );
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("closes the embedded database and frees the lock when migrations fail", async () => {
    const dir = await migratedDataDir();
    const cwd = process.cwd();
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-nomig-"));
    process.chdir(empty); // no drizzle/ folder here: migrating fails
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toMatchObject({ code: "INIT_ERROR" });
    } finally {
      process.chdir(cwd);
    }
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(empty, { recursive: true, force: true });
  });

  it("stops on an invalid DATABASE_URL with CONFIG_ERROR, severity high", async () => {
    await expect(openDatabase({ url: "mysql://nope", dataDir: "" })).rejects.toMatchObject({
      code: "CONFIG_ERROR",
      severity: "high",
    });
    await expect(openDatabase({ url: "not a url", dataDir: "" })).rejects.toMatchObject({
      code: "CONFIG_ERROR",
    });
  });

  it("reports a failed initialisation as INIT_ERROR, severity high", async () => {
    await expect(
      openDatabase({ url: "postgres://u:p@127.0.0.1:1/db", dataDir: "" }),
    ).rejects.toMatchObject({
      code: "INIT_ERROR",
      severity: "high",
    });
  });
});

describe("embedded database lock on exit", () => {
  it("is removed when the process exits without closing the database (as Next.js does on SIGTERM)", async () => {
    const dir = await migratedDataDir();
    const script = `import { openDatabase } from "./src/platform/db/open.ts";
      openDatabase({ dataDir: ${JSON.stringify(dir)}, migrate: false }).then(() => process.exit(0));`;
    await run(process.execPath, [
      "--import",
      "tsx",
      "--conditions=react-server",
      "--input-type=module",
      "-e",
      script,
    ]);
    expect(fs.existsSync(path.join(dir, "db.lock"))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
