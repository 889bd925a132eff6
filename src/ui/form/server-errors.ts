import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/platform/http/api-client";

/**
 * A 400 answer's per-field messages (`details.fields`, keyed by the field's path, e.g.
 * "specs.2.value") shown on their fields. Returns whether any was shown, so the caller can skip
 * its general error box when the fields already say what is wrong.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  mapPath: (path: string) => string = (path) => path,
): boolean {
  const fields =
    error instanceof ApiError
      ? (error.details as { fields?: Record<string, string> } | undefined)?.fields
      : undefined;
  const entries = Object.entries(fields ?? {});
  for (const [path, message] of entries) setError(mapPath(path) as Path<T>, { message });
  return entries.length > 0;
}
