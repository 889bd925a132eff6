import { z } from "zod";

/** Rows per page in every back-office list. */
export const PAGE_SIZE = 50;

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-01-31")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Not a date");

/**
 * What every paged list reads from its URL: the page, a search text and a date range (whole days,
 * UTC, both ends included). Each list extends it with its own sort and filters.
 */
export const listParamsShape = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(100).optional(),
  from: day.optional(),
  to: day.optional(),
};

/** A status filter: one of the values, or none for "All" (an empty value or "all", as older links say). */
export const statusFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === "" || v === "all" ? undefined : v), z.enum(values).optional());

/** The first instant of `from` and the first instant after `to`, for created_at >= / < checks. */
export function dayRange(p: { from?: string; to?: string }): { start?: Date; end?: Date } {
  const start = p.from ? new Date(`${p.from}T00:00:00Z`) : undefined;
  const end = p.to ? new Date(Date.parse(`${p.to}T00:00:00Z`) + 86_400_000) : undefined;
  return { start, end };
}

/** The pattern for ILIKE '%term%': the term's own % _ and \ match themselves. */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** One page of a list with the number of rows matching its filters. */
export type Page<T> = { rows: T[]; total: number; page: number; pageSize: number };

/**
 * Reads list params from a URL's query, dropping any parameter that does not validate (a hand-edited
 * or outdated link still opens the list), so the browser and the server agree on the state.
 */
export function readParams<S extends z.ZodObject>(
  schema: S,
  // A page's searchParams hold a repeated parameter as an array: its last value wins, as it does
  // when a URLSearchParams is read in order.
  search: URLSearchParams | Record<string, string | string[] | undefined>,
): z.output<S> {
  const raw: Record<string, string> = {};
  const entries = search instanceof URLSearchParams ? search.entries() : Object.entries(search);
  for (const [k, value] of entries) {
    const v = Array.isArray(value) ? value.at(-1) : value;
    if (v !== undefined && v !== "" && k in schema.shape) raw[k] = v;
  }
  for (let i = 0; i < 20; i++) {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return schema.parse({});
}

/** The query string of a list state, leaving out what equals the default (short, shareable URLs). */
export function toQuery<T extends Record<string, unknown>>(state: T, defaults: Partial<T>): string {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(state)) {
    if (v === undefined || v === null || v === "" || defaults[k] === v) continue;
    out.set(k, String(v));
  }
  const s = out.toString();
  return s ? `?${s}` : "";
}
