import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { getDb } from "@/platform/db/client";
import { hasControlChars, isWellFormed } from "@/platform/validation/text";

// Hostile input for property-based tests of the JSON endpoints: what an attacker would send.

const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((c) => String.fromCharCode(c));

const PAYLOADS = [
  "'; drop table games; --",
  "1' or '1'='1",
  "$$; select pg_sleep(5); $$",
  "\\x00\\u0000",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f%2e%2e%2f",
  "/storage/game-media/%E0%A4%A",
  "/storage/game-media/../../db/PG_VERSION",
  "/storage/game-media/%00.png",
  "{{constructor.constructor('return 1')()}}",
  "__proto__",
  "🎮🕹️👾",
  "\u202eevil\u202c",
  "\uFEFF",
  "Ω≈ç√∫˜µ≤≥÷",
  "ｔｅｓｔ",
  "null",
  "undefined",
  "NaN",
  "1e12",
  "-1",
  "   ",
  "",
];

const withControl = fc
  .tuple(fc.string({ maxLength: 20 }), fc.constantFrom(...CONTROLS), fc.string({ maxLength: 20 }))
  .map(([a, c, b]) => a + c + b);
const huge = fc
  .tuple(
    fc.constantFrom("x", "é", "🎮", "<b>", "' or 1=1 --"),
    fc.integer({ min: 200, max: 70_000 }),
  )
  .map(([s, n]) => s.repeat(Math.ceil(n / s.length)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  withControl,
  huge,
  fc.string({ maxLength: 60 }),
  fc.string({ unit: "grapheme", maxLength: 60 }),
  fc.string({ unit: "binary", maxLength: 30 }), // lone surrogates included
);

const protoKeys = fc.constantFrom(
  () => JSON.parse('{"__proto__":{"polluted":true}}'),
  () => JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  () => ({ toString: "x", valueOf: 1, hasOwnProperty: null }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  fc.constantFrom(1e12, -1, 0, -0, 1.5, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 5 }),
  fc.object({
    maxDepth: 3,
    maxKeys: 4,
    values: [fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null)],
  }),
  protoKeys.map((f) => f()),
);

const nested = fc.integer({ min: 1, max: 500 }).map((depth) => {
  let v: unknown = "deep";
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { text: v };
  return v;
});

/** A block document with hostile texts, keys, types and nesting inside otherwise valid blocks. */
export const hostileBlockDoc: fc.Arbitrary<unknown> = fc.record({
  time: fc.oneof(fc.integer(), fc.constantFrom(1e300, -1, 1.5)),
  blocks: fc.array(
    fc.record({
      id: fc.oneof(fc.constant("b1"), hostileString),
      type: fc.oneof(
        fc.constantFrom("paragraph", "header", "list", "image", "embed"),
        hostileString,
      ),
      data: fc.oneof(
        fc.record({ text: fc.oneof(hostileString, nested) }),
        fc.record({ items: fc.array(fc.oneof(hostileString, hostileValue), { maxLength: 4 }) }),
        fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }),
        protoKeys.map((f) => f()),
        hostileValue,
      ),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

/** A valid body with one field replaced (or removed, or an unexpected key added), or a wrong body. */
export function hostileBody(
  base: Record<string, unknown>,
  extraKeys: string[] = [],
  valueFor: Record<string, fc.Arbitrary<unknown>> = {},
) {
  const keys = [...Object.keys(base), ...extraKeys, "__proto__", "constructor", "id", "createdAt"];
  const specific = Object.entries(valueFor).map(([key, arb]) =>
    arb.map((value) => {
      const body: Record<string, unknown> = { ...base, [key]: value };
      return { body: body as unknown, key: key as string | null, value };
    }),
  );
  return fc.oneof(
    ...specific.map((arbitrary) => ({ weight: 10, arbitrary })),
    {
      weight: 10,
      arbitrary: fc
        .record({ key: fc.constantFrom(...keys), value: hostileValue })
        .map(({ key, value }) => {
          const body: Record<string, unknown> = { ...base };
          Object.defineProperty(body, key, { value, enumerable: true, writable: true });
          return { body: body as unknown, key: key as string | null, value };
        }),
    },
    hostileValue.map((value) => ({ body: value, key: null as string | null, value })),
  );
}

/** What the route must answer about a field's text: the control-character and unicode messages. */
export function textProblem(
  value: unknown,
  label: string | undefined,
  multiline: boolean,
): string | null {
  if (typeof value !== "string" || !label) return null;
  if (hasControlChars(value, multiline)) return `${label} must not contain control characters`;
  if (!isWellFormed(value)) return `${label} contains invalid characters`;
  return null;
}

/** A fingerprint of every row of these tables, so a refused request provably stored nothing. */
export async function snapshot(tables: string[]): Promise<string> {
  const db = await getDb();
  const parts: string[] = [];
  for (const table of tables) {
    const res = await db.execute(
      sql.raw(
        `select count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from "${table}" t`,
      ),
    );
    const row = (res as unknown as { rows: Array<{ n: string; h: string }> }).rows[0]!;
    parts.push(`${table}:${row.n}:${row.h}`);
  }
  return parts.join(",");
}

/** Every file under DATA_DIR/storage (objects, metadata and temp files). */
export function storedFiles(): string[] {
  const root = path.join(process.env.DATA_DIR!, "storage");
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
}

/** The error shape of every refusal: { error: { message, code, details? } }. */
export async function expectErrorShape(res: Response): Promise<{ message: string; code: string }> {
  const body = (await res.json()) as { error?: { message?: unknown; code?: unknown } };
  expect(typeof body.error?.message).toBe("string");
  expect((body.error!.message as string).length).toBeGreaterThan(0);
  expect(typeof body.error?.code).toBe("string");
  expect(body.error!.message).not.toBe("An unexpected error occurred");
  return body.error as { message: string; code: string };
}

/** Nothing may have been set on Object.prototype by a "__proto__" or "constructor" key. */
export function expectNoPollution() {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
}

/**
 * Runs per endpoint: fast-check's own default of 100 (each run of the suite draws new bodies, so
 * they add up across runs); HOSTILE_RUNS to go further in one run.
 */
export const RUNS = Number(process.env.HOSTILE_RUNS ?? 100);
