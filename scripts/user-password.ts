// npm run user:password -- --email E --password P: sets a new password for a staff user.
import { runUserCommand } from "@/modules/auth/server/cli";
import { composeModules } from "@/startup/compose-modules";

// The audit trail is plugged in as in the server, so the change is recorded.
composeModules();

process.exitCode = await runUserCommand("password", process.argv.slice(2));
