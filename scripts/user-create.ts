// npm run user:create -- --email E --password P: creates a staff user (there is no public sign-up).
import { runUserCommand } from "@/modules/auth/server/cli";
import { composeModules } from "@/startup/compose-modules";

// The audit trail is plugged in as in the server, so the change is recorded.
composeModules();

process.exitCode = await runUserCommand("create", process.argv.slice(2));
