import { describe, expect, it } from "vitest";
import { createSessionFetch } from "@/modules/auth/admin/session-fetch";

const CHECK = "http://site.test/api/auth/get-session";
const VERIFY = "http://site.test/api/auth/two-factor/verify-totp";
const SIGNED_IN = { user: { id: "u1" }, session: { id: "s2" } };

/** A server whose answers the test releases one by one, recording what was asked. */
function heldServer() {
  const asked: string[] = [];
  const waiting: { url: string; answer: (body: unknown) => void }[] = [];
  const base: typeof fetch = (input) =>
    new Promise((resolve) => {
      const url = String(input);
      asked.push(url);
      waiting.push({ url, answer: (body) => resolve(Response.json(body)) });
    });
  const answer = (url: string, body: unknown) => {
    const i = waiting.findIndex((w) => w.url === url);
    waiting.splice(i, 1)[0]!.answer(body);
  };
  return { base, asked, answer };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe("the back office's session fetch", () => {
  it("asks again when a check finds no session while a change sent after it is on its way", async () => {
    const server = heldServer();
    const sessionFetch = createSessionFetch(server.base);
    const check = sessionFetch(CHECK);
    const verify = sessionFetch(VERIFY, { method: "POST" });
    server.answer(CHECK, null); // the old session was already gone
    await tick();
    expect(server.asked).toEqual([CHECK, VERIFY]); // waits for the change's answer first
    server.answer(VERIFY, { status: true });
    await verify;
    await tick();
    expect(server.asked).toEqual([CHECK, VERIFY, CHECK]);
    server.answer(CHECK, SIGNED_IN);
    expect(await (await check).json()).toEqual(SIGNED_IN);
  });

  it("believes a check that finds no session when nothing changed since it was sent", async () => {
    const server = heldServer();
    const sessionFetch = createSessionFetch(server.base);
    const change = sessionFetch(VERIFY, { method: "POST" });
    server.answer(VERIFY, {});
    await change;
    const check = sessionFetch(CHECK);
    server.answer(CHECK, null);
    expect(await (await check).json()).toBeNull();
    expect(server.asked.filter((u) => u === CHECK)).toHaveLength(1);
  });

  it("keeps a check's session when a change was sent after it", async () => {
    const server = heldServer();
    const sessionFetch = createSessionFetch(server.base);
    const check = sessionFetch(CHECK);
    void sessionFetch(VERIFY, { method: "POST" });
    server.answer(CHECK, SIGNED_IN);
    expect(await (await check).json()).toEqual(SIGNED_IN);
    expect(server.asked).toEqual([CHECK, VERIFY]);
  });

  it("asks again after a change that failed on the network, too", async () => {
    const asked: string[] = [];
    let checks = 0;
    const base: typeof fetch = async (input, init) => {
      asked.push(String(input));
      if (init?.method === "POST") throw new TypeError("Failed to fetch");
      return Response.json(checks++ === 0 ? null : SIGNED_IN);
    };
    const sessionFetch = createSessionFetch(base);
    const check = sessionFetch(CHECK);
    await expect(sessionFetch(VERIFY, { method: "POST" })).rejects.toThrow("Failed to fetch");
    expect(await (await check).json()).toEqual(SIGNED_IN);
    expect(asked).toEqual([CHECK, VERIFY, CHECK]);
  });
});
