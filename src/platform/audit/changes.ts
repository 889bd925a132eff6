/** A compact record of a change: only the fields that differ, secrets only as "changed". */
export type Changes = {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const SECRET_MARK = "changed";
const SECRET_KEY = /pass(word)?|secret|token|api_?key|backup_?codes/i;
/** Bookkeeping every row has; a change to it alone is no change. */
const IGNORED = new Set(["createdAt", "updatedAt", "created_at", "updated_at"]);
const MAX_TEXT = 200;

const isSecretKey = (key: string) => SECRET_KEY.test(key);

/** Long text is cut and large structures (block documents, HTML) are summarised, not copied. */
function compactValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string")
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (value && typeof value === "object") {
    const json = JSON.stringify(value);
    if (json.length <= MAX_TEXT) return JSON.parse(json) as unknown;
    if (Array.isArray(value)) return `(${value.length} items)`;
    return "(edited)";
  }
  return value;
}

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a instanceof Date ? a.toISOString() : a) ===
  JSON.stringify(b instanceof Date ? b.toISOString() : b);

/**
 * A row's `translations` map ({ fr: { title } }) spread into one field per language and text
 * ("translations.fr.title"), so a translation is recorded like any other field.
 */
function spreadTranslations(row: Record<string, unknown>): Record<string, unknown> {
  const map = row.translations;
  if (!map || typeof map !== "object" || Array.isArray(map)) return row;
  const out: Record<string, unknown> = { ...row };
  delete out.translations;
  for (const [locale, fields] of Object.entries(map as Record<string, unknown>)) {
    if (!fields || typeof fields !== "object") continue;
    for (const [field, value] of Object.entries(fields as Record<string, unknown>)) {
      if (value !== undefined) out[`translations.${locale}.${field}`] = value;
    }
  }
  return out;
}

function plain(row: unknown): Record<string, unknown> | null {
  if (!row || typeof row !== "object" || Array.isArray(row)) return null;
  return spreadTranslations(row as Record<string, unknown>);
}

/**
 * The fields that differ between two snapshots of one record. A missing side (create, delete)
 * gives every field of the other side. Secret fields never carry a value, only "changed".
 */
export function diffChanges(beforeRow: unknown, afterRow: unknown): Changes {
  const b = plain(beforeRow);
  const a = plain(afterRow);
  const keys = new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})]);
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const was = b?.[key];
    const now = a?.[key];
    if (b && a && same(was, now)) continue;
    // A secret's text is never kept; a flag beside it (accessTokenSet: true) is no secret.
    if (isSecretKey(key) && (typeof was === "string" || typeof now === "string")) {
      if (typeof now === "string" && now !== "") after[key] = SECRET_MARK;
      continue;
    }
    if (b && was !== undefined) before[key] = compactValue(was);
    if (a && now !== undefined) after[key] = compactValue(now);
  }
  return { before: b ? before : null, after: a ? after : null };
}

/** Only the submitted fields, when the handler has no earlier snapshot to compare with. */
export function inputChanges(input: unknown): Changes {
  return diffChanges(null, input);
}
