import { parse } from "csv-parse/sync";
import type { z } from "zod";
import { machineSchema, operatorSchema } from "../validation";

/** The columns a machines CSV has, by their header (case and spaces do not matter). */
type CsvColumn =
  | "serial"
  | "game"
  | "company"
  | "contact_name"
  | "whatsapp"
  | "email"
  | "country"
  | "install_date"
  | "notes"
  | "language";
const REQUIRED = ["serial", "game", "company", "contact_name", "country", "install_date"] as const;

const MAX_CSV_ROWS = 2000;

export type CsvRow = {
  /** The row's line number in the file as a spreadsheet shows it (the header is line 1). */
  line: number;
  serial: string;
  /** The game's title or id as written. */
  game: string;
  machine?: Omit<z.output<typeof machineSchema>, "gameId" | "operatorId">;
  problems: string[];
};

const headerKey = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

const messages = (e: z.ZodError) =>
  e.issues.map((i) => {
    const field = String(i.path.at(-1) ?? "");
    return field && !i.message.toLowerCase().includes(field.toLowerCase().slice(0, 4))
      ? `${field}: ${i.message}`
      : i.message;
  });

/**
 * Reads a machines CSV (a header row, then one machine per row) into rows each checked on its own:
 * a row with problems says which, so one bad row never stops the others. Throws only when the file
 * itself cannot be read (no header, a missing column, unbalanced quotes, too many rows).
 */
export function parseMachineCsv(text: string): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch (e) {
    throw new CsvError(`The file could not be read as CSV: ${(e as Error).message}`);
  }
  const [header, ...body] = records;
  if (!header) throw new CsvError("The file is empty");
  const keys = header.map(headerKey);
  const missing = REQUIRED.filter((c) => !keys.includes(c));
  if (missing.length)
    throw new CsvError(`Missing column${missing.length > 1 ? "s" : ""}: ${missing.join(", ")}`);
  if (body.length > MAX_CSV_ROWS) throw new CsvError(`At most ${MAX_CSV_ROWS} machines per file`);

  const seen = new Map<string, number>();
  return body.map((cells, i) => {
    const line = i + 2;
    const get = (c: CsvColumn) => {
      const at = keys.indexOf(c);
      return at < 0 ? "" : (cells[at] ?? "");
    };
    const problems: string[] = [];
    const serial = get("serial");
    const game = get("game");
    if (!game) problems.push("game: Game is required");
    const operator = operatorSchema.safeParse({
      company: get("company"),
      contactName: get("contact_name"),
      whatsapp: get("whatsapp"),
      email: get("email"),
      country: get("country"),
      locale: languageOf(get("language")),
    });
    if (!operator.success) problems.push(...messages(operator.error));
    const machine = machineSchema
      .omit({ gameId: true, operatorId: true, operator: true })
      .safeParse({ serial, installDate: get("install_date"), notes: get("notes") });
    if (!machine.success) problems.push(...messages(machine.error));
    const key = serial.toUpperCase();
    if (serial && seen.has(key))
      problems.push(`Serial number ${serial} is also on line ${seen.get(key)}`);
    else if (serial) seen.set(key, line);
    return {
      line,
      serial,
      game,
      problems,
      ...(machine.success && operator.success
        ? { machine: { ...machine.data, operator: operator.data } }
        : {}),
    };
  });
}

/** A language column may say "es", "pt-BR" or "pt-br"; anything unknown is English. */
function languageOf(value: string): string {
  const v = value.trim().toLowerCase();
  const known: Record<string, string> = {
    es: "es",
    fr: "fr",
    de: "de",
    ar: "ar",
    pt: "pt-BR",
    "pt-br": "pt-BR",
    zh: "zh-CN",
    "zh-cn": "zh-CN",
  };
  return known[v] ?? "en";
}

export class CsvError extends Error {}
