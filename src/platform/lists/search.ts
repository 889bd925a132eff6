import { sql, type SQL } from "drizzle-orm";
import { containsPattern } from "./params";

/**
 * `text LIKE lower('%term%')` for a search over one lower-cased expression of several columns
 * (joined by chr(31)) that a trigram index covers: one index scan and one LIKE per row instead of an
 * ILIKE per column (migration lists_perf_search). `text` must be exactly the indexed expression.
 */
export const containsLower = (text: SQL, term: string): SQL =>
  sql`${text} like lower(${containsPattern(term)})`;
