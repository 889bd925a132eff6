import "server-only";
import { createInterface } from "node:readline/promises";
import { Writable } from "node:stream";
import { parseArgs } from "node:util";
import { recordAudit } from "@/platform/audit/record";
import { isAppError } from "@/platform/errors";
import { isRole, ROLES, type Role } from "../permissions";
import { emailSchema, newPasswordSchema } from "../validation";

type Command = "create" | "password";

const USAGE: Record<Command, string> = {
  create:
    "Usage: npm run user:create -- --email you@example.com --password 'at-least-12-chars' [--name 'Your Name'] [--role owner|editor|sales]\nThe first user is always an owner; later ones need --role.",
  password:
    "Usage: npm run user:password -- --email you@example.com --password 'a-new-long-password'",
};

class CliError extends Error {}

async function ask(question: string, hidden: boolean): Promise<string> {
  // For a password, echo the prompt but not what is typed.
  let muted = false;
  const output = new Writable({
    write(chunk, encoding, done) {
      if (!muted) process.stdout.write(chunk, encoding);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = hidden;
    return await answer;
  } finally {
    rl.close();
    if (hidden) process.stdout.write("\n");
  }
}

async function argument(
  value: string | undefined,
  name: "email" | "password",
  cmd: Command,
): Promise<string> {
  if (value !== undefined) return value;
  if (!process.stdin.isTTY) throw new CliError(`Missing --${name}.\n${USAGE[cmd]}`);
  return ask(
    name === "email" ? "Email: " : "Password (at least 12 characters): ",
    name === "password",
  );
}

function check<T>(
  result:
    { success: true; data: T } | { success: false; error: { issues: Array<{ message: string }> } },
): T {
  if (!result.success) throw new CliError(result.error.issues[0]?.message ?? "Invalid input");
  return result.data;
}

/**
 * A change made from the server's shell is in the trail like one made in the back office: no
 * signed-in actor and no client address, so it reads as the command line's.
 */
function recordFromCommandLine(userId: string, action: string, after: Record<string, unknown>) {
  return recordAudit({
    actor: { id: null, email: null },
    ip: null,
    entity: "team",
    entityId: userId,
    action,
    changes: { before: null, after },
  });
}

/**
 * `npm run user:create` / `npm run user:password`: validate first, then open the configured
 * database (migrating it, and refusing while a server holds the embedded one), then close it.
 */
export async function runUserCommand(cmd: Command, argv: string[]): Promise<number> {
  try {
    const { values } = parseArgs({
      args: argv,
      options: {
        email: { type: "string" },
        password: { type: "string" },
        name: { type: "string" },
        role: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    });
    if (values.help) {
      console.log(USAGE[cmd]);
      return 0;
    }
    const email = check(emailSchema.safeParse(await argument(values.email, "email", cmd)));
    const password = check(
      newPasswordSchema.safeParse(await argument(values.password, "password", cmd)),
    );
    if (values.role !== undefined && !isRole(values.role))
      throw new CliError(`Unknown role '${values.role}'. Choose ${ROLES.join(", ")}.`);
    const role = values.role as Role | undefined;

    // The database and the app's modules load only for arguments that passed: a mistyped command
    // answers in a fraction of a second instead of the seconds the whole module graph takes.
    const [{ config }, { setHandle }, { openDatabase }, users] = await Promise.all([
      import("@/platform/config"),
      import("@/platform/db/client"),
      import("@/platform/db/open"),
      import("./users"),
    ]);
    const { createStaffUser, setStaffPassword, staffCount, staffExists } = users;
    const cfg = config();
    const handle = await openDatabase({ url: cfg.DATABASE_URL, dataDir: cfg.dataDir });
    setHandle(handle);
    try {
      if (cmd === "create") {
        if (!role && (await staffCount()) > 0 && !(await staffExists(email)))
          throw new CliError(
            `Choose a role for ${email} with --role ${ROLES.join("|")} (only the first user is an owner by default).`,
          );
        const created = await createStaffUser({ email, password, name: values.name, role });
        await recordFromCommandLine(created.id, "cli-create", { email, role: created.role });
        console.log(
          `Created staff user ${email} (${created.role}). Sign in at ${cfg.siteUrl}/admin/login`,
        );
      } else {
        const changed = await setStaffPassword({ email, password });
        await recordFromCommandLine(changed.id, "cli-password", { password: "changed" });
        console.log(`Password updated for ${email}.`);
      }
    } finally {
      setHandle(undefined);
      await handle.close();
    }
    return 0;
  } catch (e) {
    if (e instanceof CliError || isAppError(e)) console.error(e.message);
    else if ((e as { code?: string }).code?.startsWith("ERR_PARSE_ARGS"))
      console.error(`${(e as Error).message}\n${USAGE[cmd]}`);
    else console.error(e);
    return 1;
  }
}
