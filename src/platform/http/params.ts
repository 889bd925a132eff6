import { z } from "zod";
import { AppError } from "@/platform/errors";

/** A route id that must be a UUID; anything else is simply not found. */
export function uuidParam(value: string | undefined, what = "Item"): string {
  if (!z.string().uuid().safeParse(value).success)
    throw new AppError(`${what} not found`, { code: "NOT_FOUND", status: 404 });
  return value!;
}

/** Whether a route id is a UUID (checked before it reaches a uuid column, which would throw). */
export const isUuid = (value: string | undefined): value is string =>
  z.string().uuid().safeParse(value).success;
