"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { teamQuery } from "../../admin-api";

/** What a person cell reports: a failure's text, or null to clear the last one. */
export type OnTeamError = (message: string | null) => void;

/**
 * A change to one person from a cell of the team table: it clears the screen's last error when it
 * starts, reads the team again when it succeeds, and reports the server's reason when it fails.
 */
export function usePersonChange<V = void, R = unknown>(
  run: (v: V) => Promise<R>,
  failure: string,
  onError: OnTeamError,
  onDone?: (result: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onMutate: () => onError(null),
    onSuccess: async (result) => {
      onDone?.(result);
      await queryClient.invalidateQueries({ queryKey: teamQuery.queryKey });
    },
    onError: (e) => {
      console.error(failure, e);
      onError(e.message || failure);
    },
  });
}
