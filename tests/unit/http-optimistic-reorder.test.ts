import { MutationObserver, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/platform/http/api-client";
import { reorderMutation } from "@/platform/http/optimistic-reorder";
import { makeQueryClient, retryOnce } from "@/platform/http/query-client";
import { allowConsoleError } from "../setup/console";

type Item = { id: string; name: string; order: number };
const KEY = ["test", "items"];
const items: Item[] = [
  { id: "a", name: "Racing", order: 0 },
  { id: "b", name: "Shooting", order: 1 },
  { id: "c", name: "Sports", order: 2 },
];
const moved = [items[2]!, items[0]!, items[1]!];

/** fetch answering once the test says so, with the given status and JSON body. */
function deferredFetch() {
  let answer: (status: number, body?: unknown) => void = () => undefined;
  const fetch = vi.fn<typeof globalThis.fetch>(
    () =>
      new Promise<Response>((resolve) => {
        answer = (status, body) =>
          resolve(
            body === undefined ? new Response(null, { status }) : Response.json(body, { status }),
          );
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return { fetch, answer: (status: number, body?: unknown) => answer(status, body) };
}

function setup(client: QueryClient = new QueryClient()) {
  client.setQueryData(KEY, items);
  const observer = new MutationObserver(
    client,
    reorderMutation<Item>(KEY, "/api/items/reorder", "Failed to reorder"),
  );
  return { client, observer };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("optimistic reorder", () => {
  it("shows the new order at once, renumbered 0..n-1, sends the ids and reads the list again", async () => {
    const server = deferredFetch();
    const { client, observer } = setup();
    const done = observer.mutate(moved);
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalled());
    expect(client.getQueryData<Item[]>(KEY)).toEqual([
      { id: "c", name: "Sports", order: 0 },
      { id: "a", name: "Racing", order: 1 },
      { id: "b", name: "Shooting", order: 2 },
    ]);
    expect(JSON.parse(String(server.fetch.mock.calls[0]![1]!.body))).toEqual({
      ids: ["c", "a", "b"],
    });
    server.answer(204);
    await done;
    expect(client.getQueryData<Item[]>(KEY)!.map((i) => i.id)).toEqual(["c", "a", "b"]);
    expect(client.getQueryState(KEY)!.isInvalidated).toBe(true);
  });

  it("puts the previous order back on failure and fails with the server's message", async () => {
    allowConsoleError(); // the query client logs every failed write
    const server = deferredFetch();
    const { client, observer } = setup(makeQueryClient());
    const done = observer.mutate(moved);
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalled());
    expect(client.getQueryData<Item[]>(KEY)!.map((i) => i.id)).toEqual(["c", "a", "b"]);
    server.answer(500, { error: { message: "The order could not be saved", code: "INTERNAL" } });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("The order could not be saved");
    expect(client.getQueryData<Item[]>(KEY)).toEqual(items);
    expect(client.getQueryState(KEY)!.isInvalidated).toBe(true);
  });
});

describe("query retries", () => {
  it("retries a server or network failure once, never a refusal", () => {
    expect(retryOnce(0, new ApiError("Request failed (500)", 500))).toBe(true);
    expect(retryOnce(0, new ApiError("Network error", 0, "NETWORK"))).toBe(true);
    expect(retryOnce(1, new ApiError("Request failed (500)", 500))).toBe(false);
    expect(retryOnce(0, new ApiError("Contact settings not found", 404))).toBe(false);
    expect(retryOnce(0, new ApiError("Unauthorized", 401))).toBe(false);
  });
});
