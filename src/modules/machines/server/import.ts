import "server-only";
import { gameTitles } from "@/modules/catalog/server";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { isUniqueViolation } from "@/platform/http/respond";
import { createMachine } from "./machines";
import { CsvError, parseMachineCsv } from "./csv-rows";

export type ImportReport = {
  imported: { line: number; serial: string; id: string }[];
  rejected: { line: number; serial: string; problems: string[] }[];
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Registers every good row of a machines CSV, each in its own transaction, and reports the rows
 * it refused with the reasons, so staff can fix those and import them again.
 */
export async function importMachines(text: string): Promise<ImportReport> {
  let rows;
  try {
    rows = parseMachineCsv(text);
  } catch (e) {
    if (e instanceof CsvError) throw new AppError(e.message, { code: "VALIDATION", status: 400 });
    throw e;
  }
  const db = await getDb();
  const catalog = await gameTitles(db);
  const byTitle = new Map(catalog.map((g) => [g.title.trim().toLowerCase(), g.id]));
  const ids = new Set(catalog.map((g) => g.id));
  const report: ImportReport = { imported: [], rejected: [] };
  for (const row of rows) {
    const gameId = UUID.test(row.game)
      ? ids.has(row.game.toLowerCase())
        ? row.game.toLowerCase()
        : undefined
      : byTitle.get(row.game.trim().toLowerCase());
    const problems = [...row.problems];
    if (row.game && !gameId) problems.push(`game: No game is called "${row.game}"`);
    if (problems.length || !row.machine || !gameId) {
      report.rejected.push({ line: row.line, serial: row.serial, problems });
      continue;
    }
    const machine = row.machine;
    try {
      const created = await db.transaction((tx) =>
        createMachine(tx, { ...machine, gameId, operatorId: undefined }),
      );
      report.imported.push({ line: row.line, serial: row.serial, id: created.id });
    } catch (e) {
      if (e instanceof AppError || isUniqueViolation(e))
        report.rejected.push({
          line: row.line,
          serial: row.serial,
          problems: [
            e instanceof AppError ? e.message : "The operator's number or email is already taken",
          ],
        });
      else throw e;
    }
  }
  return report;
}
