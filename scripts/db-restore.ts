// npm run db:restore -- --in FILE [--force]: an archive of npm run db:backup into an empty target.
import { runBackupCommand } from "@/platform/backup/cli";

process.exitCode = await runBackupCommand("restore", process.argv.slice(2));
