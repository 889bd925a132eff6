/**
 * What a server value looks like in the browser after `Response.json()` and `res.json()`: dates
 * become ISO strings, everything else keeps its shape. API types are written as JsonOf the server
 * function's return type, so a column added or renamed on the server shows up in the client's
 * types, never in a copy kept by hand.
 */
export type JsonOf<T> = T extends Date
  ? string
  : T extends string | number | boolean | null | undefined
    ? T
    : T extends ReadonlyArray<infer U>
      ? JsonOf<U>[]
      : T extends object
        ? { [K in keyof T]: JsonOf<T[K]> }
        : T;

/** The JSON answer of an endpoint that returns what `fn` resolves to. */
export type ApiResult<F extends (...args: never[]) => unknown> = JsonOf<Awaited<ReturnType<F>>>;

/** A server value exactly as its endpoint's JSON would carry it (for data rendered with the page). */
export const asJson = <T>(value: T): JsonOf<T> => JSON.parse(JSON.stringify(value)) as JsonOf<T>;
