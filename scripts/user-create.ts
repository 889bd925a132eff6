// npm run user:create -- --email E --password P: creates a staff user (there is no public sign-up).
import { runUserCommand } from "@/modules/auth/server/cli";

process.exitCode = await runUserCommand("create", process.argv.slice(2));
