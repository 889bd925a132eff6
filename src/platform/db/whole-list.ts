import { AppError } from "@/platform/errors";

/**
 * A reorder renumbers the whole list 0..n-1; a partial or repeated list would
 * leave two items on one position, so it is refused and the transaction rolls back.
 */
export function assertWholeList(ids: string[], total: number): void {
  if (new Set(ids).size !== ids.length || ids.length !== total) {
    throw new AppError("The new order must list every item exactly once", {
      code: "VALIDATION",
      status: 400,
    });
  }
}
