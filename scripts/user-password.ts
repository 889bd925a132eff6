// npm run user:password -- --email E --password P: sets a new password for a staff user.
import { runUserCommand } from "@/modules/auth/server/cli";

process.exitCode = await runUserCommand("password", process.argv.slice(2));
