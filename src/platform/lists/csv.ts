/**
 * CSV that a spreadsheet opens as text, never as formulas.
 * Every cell is quoted, so a `;` or `,` inside a value cannot split it in any locale's list
 * separator, and a cell starting with = + - @ (or their full-width forms, which some East Asian
 * spreadsheets also read as formulas), tab or CR gets a leading apostrophe.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvCell(value: string | number | null | undefined): string {
  let v = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(v)) v = `'${v}`;
  return `"${v.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: (string | number | null | undefined)[]) =>
  cells.map(csvCell).join(",") + "\r\n";

export function toCsv(header: string[], rows: (string | null | undefined)[][]): string {
  return [header, ...rows].map(csvLine).join("");
}

/** Excel reads a UTF-8 file without this mark as the local code page (names with accents break). */
export const CSV_BOM = "\uFEFF";
