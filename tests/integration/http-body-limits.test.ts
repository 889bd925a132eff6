import { beforeAll, describe, expect, it } from "vitest";
import { POST as contact } from "@/app/api/contact/route";
import { POST as lead } from "@/app/api/leads/route";
import { POST as auth } from "@/app/api/auth/[...all]/route";
import { POST as createCategory } from "@/app/api/admin/categories/route";
import { contactMessages } from "@/modules/contact/schema";
import { gameCategories } from "@/modules/catalog/schema";
import { getDb } from "@/platform/db/client";
import { adminRequest, signInCookie } from "../setup/auth";
import { solvedProof } from "../support/person-proof";

const ORIGIN = "http://localhost:3000";
const KiB = 1024;

/**
 * A chunked body with no Content-Length: `chunks` pieces of 16 KiB, counting how many the server
 * pulled and whether it cancelled the rest.
 */
function streamed(chunks: number, fill = "a") {
  const state = { pulled: 0, cancelled: false };
  const piece = new TextEncoder().encode(fill.repeat(16 * KiB));
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= chunks) return controller.close();
      state.pulled++;
      controller.enqueue(piece);
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { body, state };
}

const jsonRequest = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, ...headers },
    body,
    duplex: "half",
  } as RequestInit);

async function expectError(res: Response, status: number, message: string, code: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(body.error).toMatchObject({ message, code });
}

const messages = async () => (await getDb()).select().from(contactMessages);

describe("public JSON endpoints: 64 KiB, read while streaming", () => {
  it("refuses a declared Content-Length over 64 KiB with 413 before reading, storing nothing", async () => {
    const big = JSON.stringify({
      name: "A",
      email: "a@example.com",
      message: "x".repeat(70 * KiB),
    });
    const res = await contact(jsonRequest("/api/contact", big, { "x-client-ip": "10.9.0.1" }));
    await expectError(res, 413, "Request body is too large (limit 64 KiB)", "TOO_LARGE");
    expect(await messages()).toHaveLength(0);
  });

  it("stops reading a chunked body without Content-Length once it passes 64 KiB", async () => {
    const { body, state } = streamed(10_000); // 160 MB if read whole
    const res = await contact(jsonRequest("/api/contact", body, { "x-client-ip": "10.9.0.2" }));
    await expectError(res, 413, "Request body is too large (limit 64 KiB)", "TOO_LARGE");
    expect(state.pulled).toBeLessThanOrEqual(6);
    expect(state.cancelled).toBe(true);
    expect(await messages()).toHaveLength(0);
  });

  it("still accepts an ordinary message", async () => {
    const message = "x".repeat(4000);
    const res = await contact(
      jsonRequest(
        "/api/contact",
        JSON.stringify({ name: "A", email: "a@example.com", message, ...solvedProof() }),
        { "x-client-ip": "10.9.0.3" },
      ),
    );
    expect(res.status).toBe(201);
    expect((await messages()).map((m) => m.spam)).toEqual([false]);
  });

  it.each([
    ["a truncated object", '{"name": "A", '],
    ["plain text", "name=A&email=a@example.com"],
    ["an empty body", ""],
    ["invalid UTF-8", new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
  ])("answers 400 'Invalid JSON body' for %s", async (_, body) => {
    for (const [handler, path] of [
      [contact, "/api/contact"],
      [lead, "/api/leads"],
    ] as const) {
      const res = await handler(jsonRequest(path, body as BodyInit, { "x-client-ip": "10.9.0.4" }));
      await expectError(res, 400, "Invalid JSON body", "INVALID_JSON");
    }
  });

  it("caps the price request endpoint the same way", async () => {
    const { body, state } = streamed(1000);
    const res = await lead(jsonRequest("/api/leads", body, { "x-client-ip": "10.9.0.5" }));
    await expectError(res, 413, "Request body is too large (limit 64 KiB)", "TOO_LARGE");
    expect(state.pulled).toBeLessThanOrEqual(6);
  });

  it("caps sign-in bodies before better-auth reads them", async () => {
    const { body, state } = streamed(1000);
    const res = await auth(jsonRequest("/api/auth/sign-in/email", body));
    await expectError(res, 413, "Request body is too large (limit 64 KiB)", "TOO_LARGE");
    expect(state.pulled).toBeLessThanOrEqual(6);
  });
});

describe("admin JSON endpoints: 1 MiB, after the session check", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = await signInCookie();
  });
  const categories = async () => (await getDb()).select().from(gameCategories);

  it("refuses an anonymous caller with 401 without reading its body", async () => {
    const { body, state } = streamed(1000);
    const res = await createCategory(jsonRequest("/api/admin/categories", body), {
      params: Promise.resolve({}),
    });
    expect(res.status).toBe(401);
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  it("refuses a body over 1 MiB with 413 while streaming, storing nothing", async () => {
    const { body, state } = streamed(1000);
    const req = adminRequest(cookie, "/api/admin/categories", {
      method: "POST",
      body,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    const res = await createCategory(req, { params: Promise.resolve({}) });
    await expectError(res, 413, "Request body is too large (limit 1 MiB)", "TOO_LARGE");
    expect(state.pulled).toBeLessThanOrEqual(66);
    expect(await categories()).toHaveLength(0);
  });

  it("reads bodies over 64 KiB but under 1 MiB (the schema then decides)", async () => {
    const req = adminRequest(cookie, "/api/admin/categories", {
      method: "POST",
      json: { name: "Racing", padding: "x".repeat(200 * KiB) },
    });
    const res = await createCategory(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(201);
  });

  it("answers 400 'Invalid JSON body' for malformed JSON", async () => {
    const req = adminRequest(cookie, "/api/admin/categories", {
      method: "POST",
      body: '{"name": ',
      headers: { "content-type": "application/json" },
    });
    const res = await createCategory(req, { params: Promise.resolve({}) });
    await expectError(res, 400, "Invalid JSON body", "INVALID_JSON");
  });
});
