import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { inArray } from "drizzle-orm";
import { auditLog } from "@/modules/audit/schema";
import { runUserCommand } from "@/modules/auth/server/cli";
import { openDatabase } from "@/platform/db/open";
import { resetConfigForTests } from "@/platform/config";
import { scriptArgs } from "../support/package-script";

// The CLI a new staff member uses, run the way the README says (npm run user:create -- ...: the
// script's command, without npm in front), on its own DATA_DIR with no TTY. The refusals that need the database are run in this process
// (the same command, without a new process loading the app for each: five seconds apiece).
type Result = { code: number | null; out: string };

async function inProcess(cmd: "create" | "password", args: string[]): Promise<Result> {
  const saved = process.env.DATA_DIR;
  process.env.DATA_DIR = dataDir;
  resetConfigForTests();
  const out: string[] = [];
  const write = (...parts: unknown[]) => void out.push(parts.map(String).join(" "));
  const log = vi.spyOn(console, "log").mockImplementation(write);
  const error = vi.spyOn(console, "error").mockImplementation(write);
  try {
    return { code: await runUserCommand(cmd, args), out: out.join("\n") };
  } finally {
    log.mockRestore();
    error.mockRestore();
    process.env.DATA_DIR = saved;
    resetConfigForTests();
  }
}

function run(
  script: "user:create" | "user:password",
  args: string[],
  dataDir: string,
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: "production" } as NodeJS.ProcessEnv;
    delete env.DATABASE_URL;
    const child = spawn(process.execPath, [...scriptArgs(script), ...args], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out }));
  });
}

const PASSWORD = "correct-horse-battery";
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "arcade-cli-"));
  const created = await run(
    "user:create",
    ["--email", "first@example.com", "--password", PASSWORD],
    dataDir,
  );
  expect(created.out).toContain("Created staff user first@example.com (owner)");
  expect(created.code).toBe(0);
}, 120_000);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("npm run user:create", () => {
  it("creates the user on a fresh DATA_DIR, migrating it first", () => {
    expect(fs.existsSync(path.join(dataDir, "db"))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, "db.lock"))).toBe(false);
  });

  it.each([
    [["--email", "not-an-email", "--password", PASSWORD], "Please enter a valid email address"],
    [
      ["--email", "short@example.com", "--password", "elevenchars"],
      "The password must be at least 12 characters",
    ],
    [["--email", "nopass@example.com"], "Missing --password."],
    [["--password", PASSWORD], "Missing --email."],
    [["--email", "x@example.com", "--password", PASSWORD, "--bogus"], "Unknown option '--bogus'"],
  ])(
    "refuses %j with a clear message and a non-zero exit",
    async (args, message) => {
      const result = await run("user:create", args, dataDir);
      expect(result.out).toContain(message);
      expect(result.code).not.toBe(0);
    },
    60_000,
  );

  it("refuses an email that is taken, whatever its case", async () => {
    const taken = await inProcess("create", [
      "--email",
      "FIRST@example.com",
      "--password",
      PASSWORD,
    ]);
    expect(taken.out).toContain("A user with the email first@example.com already exists");
    expect(taken.code).not.toBe(0);
  });

  it("gives a later user the role chosen with --role, and asks for one when it is missing", async () => {
    const missing = await inProcess("create", [
      "--email",
      "later@example.com",
      "--password",
      PASSWORD,
    ]);
    expect(missing.out).toContain(
      "Choose a role for later@example.com with --role owner|editor|sales",
    );
    expect(missing.code).not.toBe(0);
    const unknown = await run(
      "user:create",
      ["--email", "later@example.com", "--password", PASSWORD, "--role", "boss"],
      dataDir,
    );
    expect(unknown.out).toContain("Unknown role 'boss'. Choose owner, editor, sales.");
    expect(unknown.code).not.toBe(0);
    const sales = await inProcess("create", [
      "--email",
      "later@example.com",
      "--password",
      PASSWORD,
      "--role",
      "sales",
    ]);
    expect(sales.out).toContain("Created staff user later@example.com (sales)");
    expect(sales.code).toBe(0);
  }, 120_000);

  it("says the database is in use while a server holds it, instead of opening it", async () => {
    const holder: ChildProcess = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(path.join(dataDir, "db.lock"), String(holder.pid));
      const result = await run(
        "user:create",
        ["--email", "locked@example.com", "--password", PASSWORD],
        dataDir,
      );
      expect(result.out).toContain(`is in use by another process (pid ${holder.pid})`);
      expect(result.code).not.toBe(0);
    } finally {
      holder.kill();
      fs.rmSync(path.join(dataDir, "db.lock"), { force: true });
    }
  }, 60_000);
});

describe("npm run user:password", () => {
  it("sets a new password for an existing user", async () => {
    const result = await run(
      "user:password",
      ["--email", "first@example.com", "--password", "a-brand-new-password"],
      dataDir,
    );
    expect(result.out).toContain("Password updated for first@example.com");
    expect(result.code).toBe(0);
    // A password set from the shell is in the audit trail, as one set in the back office is.
    const handle = await openDatabase({ dataDir, migrate: false });
    try {
      const rows = await handle.db
        .select({ action: auditLog.action, entity: auditLog.entity, after: auditLog.after })
        .from(auditLog)
        .where(inArray(auditLog.action, ["cli-create", "cli-password"]));
      expect(rows).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ entity: "team", action: "cli-create" }),
          { entity: "team", action: "cli-password", after: { password: "changed" } },
        ]),
      );
      expect(JSON.stringify(rows)).not.toContain("a-brand-new-password");
    } finally {
      await handle.close();
    }
  }, 60_000);

  it("refuses a password too short", async () => {
    const result = await run(
      "user:password",
      ["--email", "first@example.com", "--password", "short"],
      dataDir,
    );
    expect(result.out).toContain("The password must be at least 12 characters");
    expect(result.code).not.toBe(0);
  }, 60_000);

  it("refuses an email no user has", async () => {
    const result = await inProcess("password", [
      "--email",
      "nobody@example.com",
      "--password",
      PASSWORD,
    ]);
    expect(result.out).toContain("No user with the email nobody@example.com");
    expect(result.code).not.toBe(0);
  });
});
