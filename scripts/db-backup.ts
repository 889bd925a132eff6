// npm run db:backup -- --out FILE: the database (pg_dump) and every stored file in one archive.
import { runBackupCommand } from "@/platform/backup/cli";

process.exitCode = await runBackupCommand("backup", process.argv.slice(2));
