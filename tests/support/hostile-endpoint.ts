import fc from "fast-check";
import { expect } from "vitest";
import {
  expectErrorShape,
  expectNoPollution,
  hostileBody,
  RUNS,
  snapshot,
  storedFiles,
  textProblem,
} from "./hostile";

export type HostileEndpoint = {
  /** Sends one JSON body to the route handler. */
  call: (body: unknown) => Promise<Response>;
  /** A body the route accepts. */
  base: () => Record<string, unknown>;
  /** Tables the route may write: unchanged after any refusal. */
  tables: string[];
  /** Text fields and the label their messages use. */
  text?: Record<string, string>;
  multiline?: string[];
  /** Text fields whose accepted value comes back trimmed in the response body (the stored row). */
  echo?: string[];
  /** Keys the route knows that the base body leaves out. */
  extraKeys?: string[];
  /** Field-specific hostile values (block documents, lists) on top of the generic ones. */
  valueFor?: Record<string, fc.Arbitrary<unknown>>;
  /** Before each run, e.g. forget rate-limit events so valid bodies are not refused with 429. */
  before?: () => Promise<void>;
  runs?: number;
};

/**
 * Drives a JSON endpoint with hostile bodies. Whatever arrives: never a 5xx; a refusal has the
 * error shape and leaves every row and file as it was; a text field with control characters or
 * broken unicode is refused with the message naming that field; an accepted text is stored as
 * sent (trimmed): SQL and HTML are data, never executed.
 */
export async function assertHostileBodiesHandled(e: HostileEndpoint): Promise<void> {
  const multiline = e.multiline ?? [];
  // The rows and files as they stand: a refusal is checked to leave them so, and only an accepted
  // body changes them, so they are read again only after one (half the reads of a run).
  let known: { rows: string; files: string[] } | undefined;
  await fc.assert(
    fc.asyncProperty(
      hostileBody(e.base(), e.extraKeys, e.valueFor),
      async ({ body, key, value }) => {
        await e.before?.();
        known ??= { rows: await snapshot(e.tables), files: storedFiles() };
        const { rows, files } = known;
        known = undefined;
        const res = await e.call(body);
        expect(res.status, `${key} = ${JSON.stringify(value)?.slice(0, 120)}`).toBeLessThan(500);
        const label = key && e.text && Object.hasOwn(e.text, key) ? e.text[key] : undefined;
        const problem = key ? textProblem(value, label, multiline.includes(key)) : null;
        if (res.status >= 400) {
          const err = await expectErrorShape(res);
          expect(await snapshot(e.tables)).toBe(rows);
          expect(storedFiles()).toEqual(files);
          known = { rows, files };
          if (problem) {
            expect(res.status).toBe(400);
            expect(err.message).toBe(problem);
          }
        } else {
          expect(problem, "accepted a text the field must refuse").toBeNull();
          if (key && e.echo?.includes(key) && typeof value === "string" && res.status !== 204) {
            const stored = ((await res.json()) as Record<string, unknown>)[key];
            const trimmed = value.trim();
            if (trimmed === "") expect([null, ""]).toContain(stored);
            else expect(stored).toBe(trimmed);
          }
        }
        expectNoPollution();
      },
    ),
    { numRuns: e.runs ?? RUNS },
  );
}

const HOSTILE_IDS = [
  "",
  "..",
  "../../etc/passwd",
  "%E0%A4%A",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "' or 1=1 --",
  "\u0000",
  "x".repeat(5000),
];

/** Any id in the path that names no row is a 404 (or 400) with the error shape, never a 5xx. */
export async function assertHostileIdsHandled(
  call: (id: string) => Promise<Response>,
  tables: string[],
): Promise<void> {
  // Every id is refused, and a refusal changes nothing: one reading serves the whole run.
  const rows = await snapshot(tables);
  await fc.assert(
    fc.asyncProperty(
      fc.oneof(fc.constantFrom(...HOSTILE_IDS), fc.string({ maxLength: 40 }), fc.uuid()),
      async (id) => {
        const res = await call(id);
        expect([400, 404]).toContain(res.status);
        await expectErrorShape(res);
        expect(await snapshot(tables)).toBe(rows);
      },
    ),
    { numRuns: 40 },
  );
}
