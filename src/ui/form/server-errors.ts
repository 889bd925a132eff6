import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "@/platform/http/api-client";

/** The per-field messages of a refused request: an ApiError's details, or an auth error's body. */
function fieldsOf(error: unknown): Record<string, unknown> | undefined {
  if (error instanceof ApiError)
    return (error.details as { fields?: Record<string, string> } | undefined)?.fields;
  // better-auth's client hands back the answer's body as a plain object ({ message, code, ... }).
  if (typeof error === "object" && error !== null && !(error instanceof Error)) {
    const fields = (error as { fields?: unknown }).fields;
    if (typeof fields === "object" && fields !== null) return fields as Record<string, unknown>;
  }
  return undefined;
}

/**
 * A 400 answer's per-field messages (`fields`, keyed by the field's path, e.g. "specs.2.value")
 * shown on their fields. Returns whether any was shown, so the caller can skip its general error
 * box when the fields already say what is wrong.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  mapPath: (path: string) => string = (path) => path,
): boolean {
  const entries = Object.entries(fieldsOf(error) ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );
  // The first gets the focus, as a failed check in the browser would.
  entries.forEach(([path, message], i) =>
    setError(mapPath(path) as Path<T>, { message }, { shouldFocus: i === 0 }),
  );
  return entries.length > 0;
}
