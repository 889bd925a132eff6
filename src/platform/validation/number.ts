import { z } from "zod";

/**
 * A number typed by staff: a JSON number or a numeric string (form inputs), never a boolean,
 * array or object that JavaScript would coerce. Blank is missing. Every number has a maximum, so a
 * hostile 1e12 is a clear 400 rather than an integer overflow in the database.
 */
export function numberField(opts: {
  required: string;
  min: { value: number; message: string; exclusive?: boolean };
  max: { value: number; message: string };
  integer?: string;
}) {
  let n = z.number({ message: opts.required });
  if (opts.integer) n = n.int(opts.integer);
  n = opts.min.exclusive
    ? n.gt(opts.min.value, opts.min.message)
    : n.gte(opts.min.value, opts.min.message);
  n = n.lte(opts.max.value, opts.max.message);
  return z.preprocess((v) => {
    if (v === "" || v === null) return undefined;
    if (typeof v === "string" && v.trim() !== "") return Number(v.trim());
    return v;
  }, n);
}
