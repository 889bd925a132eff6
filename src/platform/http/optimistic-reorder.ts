import { mutationOptions, type QueryKey } from "@tanstack/react-query";
import { api } from "./api-client";

type Ordered = { id: string; order: number };

/**
 * Saving a new order of the list cached under `queryKey`: the
 * list shows the new order at once, renumbered 0..n-1; a failure puts the previous order back
 * (the screen shows the error); the list is read again once no other reorder of it is running.
 */
export function reorderMutation<T extends Ordered>(
  queryKey: QueryKey,
  url: string,
  errorMessage: string,
) {
  const mutationKey = [...queryKey, "reorder"];
  return mutationOptions({
    mutationKey,
    meta: { errorMessage },
    mutationFn: (items: T[]) =>
      api<null>(url, { method: "PUT", json: { ids: items.map((i) => i.id) } }),
    onMutate: async (items, { client }) => {
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<T[]>(queryKey);
      client.setQueryData<T[]>(
        queryKey,
        items.map((item, order) => ({ ...item, order })),
      );
      return { previous };
    },
    onError: (_error, _items, snapshot, { client }) => {
      if (snapshot?.previous) client.setQueryData<T[]>(queryKey, snapshot.previous);
    },
    onSettled: async (_data, _error, _items, _snapshot, { client }) => {
      // A later reorder already in flight would be overwritten by this read; it reads last.
      if (client.isMutating({ mutationKey }) === 1) await client.invalidateQueries({ queryKey });
    },
  });
}
