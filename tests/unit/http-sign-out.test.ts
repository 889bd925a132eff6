import { afterEach, describe, expect, it, vi } from "vitest";
import { api, isSigningOut, markSigningOut, onSigningOut } from "@/platform/http/api-client";

afterEach(() => vi.unstubAllGlobals());

/** fetch that never answers on its own: it ends only when its request is aborted. */
function pendingFetch() {
  const fetch = vi.fn<typeof globalThis.fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason), { once: true });
      }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

// Sign-out happens once per page load; this file has a process of its own (vitest.config.ts).
describe("sign-out", () => {
  it("cancels a read already sent, closes what listens, and sends nothing more", async () => {
    const fetch = pendingFetch();
    const read = api("/api/admin/leads/unread");
    const caller = new AbortController();
    const readWithSignal = api("/api/admin/games", { signal: caller.signal });
    const closed = vi.fn();
    onSigningOut(closed);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(isSigningOut()).toBe(false);

    markSigningOut();

    // The request itself is cancelled (the server never answers it 401), and the caller hears
    // that the session ended, not that the network failed.
    for (const call of fetch.mock.calls) expect(call[1]?.signal?.aborted).toBe(true);
    await expect(read).rejects.toMatchObject({ status: 401, code: "SIGNED_OUT" });
    await expect(readWithSignal).rejects.toMatchObject({ status: 401, code: "SIGNED_OUT" });
    expect(caller.signal.aborted).toBe(false);
    expect(closed).toHaveBeenCalledOnce();
    await expect(api("/api/admin/games")).rejects.toMatchObject({ code: "SIGNED_OUT" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
