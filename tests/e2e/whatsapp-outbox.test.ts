import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { STAFF, startServer, type TestServer } from "./support/server";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import { postLead } from "./support/leads";

const TOKEN = "EAAG-e2e-outbox-token-5555";
let server: TestServer;
let graph: Awaited<ReturnType<typeof startGraphStub>>;

/** Signs in through the auth endpoint as the browser does and returns the session cookie. */
async function signInCookie(): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(STAFF),
  });
  expect(res.ok).toBe(true);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function until<T>(read: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  graph = await startGraphStub({ token: TOKEN });
  server = await startServer({
    seed: true,
    users: [STAFF],
    // The proof below is fetched and sent at once; the fill time has its integration test.
    env: { WHATSAPP_GRAPH_URL: graph.url, LEAD_MIN_FILL_SECONDS: "0" },
  });
  const cookie = await signInCookie();
  const saved = await fetch(`${server.url}/api/admin/whatsapp/settings`, {
    method: "PUT",
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: JSON.stringify({
      apiVersion: "v25.0",
      phoneNumberId: "1098765",
      accessToken: TOKEN,
      businessAccountId: "555000",
      verifyToken: "verify-me",
      appSecret: "",
      templateName: "otp_verification",
      templateLanguage: "en",
      active: true,
    }),
  });
  expect(saved.status).toBe(200);
}, 180_000);
afterAll(async () => {
  await server?.stop();
  await graph?.close();
});

describe("the WhatsApp outbox across a crash", () => {
  it("sends a message accepted while the API was down after the server was SIGKILLed and restarted", async () => {
    const html = await (await fetch(`${server.url}/shop`)).text();
    const gameId = /\/shop\/([0-9a-f-]{36})/.exec(html)![1]!;
    // The Cloud API is down: every send answers 503 until it comes back.
    const outage = { status: 503, message: "Service temporarily unavailable", code: 2 };
    for (let i = 0; i < 50; i++) graph.script.push(outage);
    const res = await postLead(server.url, { whatsapp: "5550123456", name: "Crash Test", gameId });
    expect(res.status).toBe(201);
    // The crash comes once the failed attempt is on record (the message waits to be retried), not
    // in the middle of it: a send cut short by a crash waits out its sender's lease (two minutes),
    // a case of its own (outbox/claim.ts, with its integration test).
    const { id } = (await res.json()) as { id: string };
    const cookie = await signInCookie();
    await until(async () => {
      const list = await fetch(`${server.url}/api/admin/leads/${id}/messages`, {
        headers: { cookie },
      });
      const { messages } = (await list.json()) as { messages: { state: string }[] };
      return messages.some((m) => m.state === "retrying") ? true : undefined;
    }, 30_000);
    await server.kill("SIGKILL");

    graph.script.length = 0;
    await server.restart();
    await until(async () => (graph.sent() > 0 ? true : undefined), 30_000);
    expect(graph.sent()).toBe(1);
    expect(JSON.parse(graph.requests.at(-1)!.body).to).toBe("15550123456");
    // Sent once: no further send comes however long the worker keeps polling. An idle period
    // is the claim here: two of the worker's 2-second polls (outbox/worker.ts) and a margin.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(graph.sent()).toBe(1);
  });
});
