import { beforeAll, describe, expect, it } from "vitest";
import { POST as askCode } from "@/app/api/portal/code/route";
import { POST as signIn } from "@/app/api/portal/sign-in/route";
import { POST as signOut } from "@/app/api/portal/sign-out/route";
import { operatorCodes, operators } from "@/modules/machines/schema";
import { operatorFromRequest } from "@/modules/machines/server/operator-auth";
import { whatsappOutbox } from "@/modules/whatsapp/schema";
import { getDb } from "@/platform/db/client";
import { adminEndpoints, SAFE } from "../support/admin-routes";
import { ctx } from "../setup/auth";
import { lastCodeFor, operatorCookie, portalRequest, turnWhatsappOn } from "../support/portal";

beforeAll(turnWhatsappOn);

let n = 0;
/** A fresh operator per test (the code limits count per number). */
async function newOperator(): Promise<string> {
  const number = `+3460020${String(1000 + ++n).slice(-4)}`;
  await (
    await getDb()
  )
    .insert(operators)
    .values({ company: `Venue ${n}`, contactName: "Ana", whatsapp: number, country: "ES" });
  return number;
}

const ask = (contact: string, ip = "10.1.0.1") =>
  askCode(portalRequest("/api/portal/code", { method: "POST", json: { contact }, ip }));
const check = (contact: string, code: string, ip = "10.1.0.1") =>
  signIn(portalRequest("/api/portal/sign-in", { method: "POST", json: { contact, code }, ip }));
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("the one-time code", () => {
  it("goes to the number on file through the WhatsApp outbox, and only its hash is stored", async () => {
    const number = await newOperator();
    expect((await ask(number.replace("+34", "+34 "))).status).toBe(202);
    const code = await lastCodeFor(number);
    const [row] = await (await getDb()).select().from(operatorCodes);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60_000);
    const res = await check(number, code);
    expect(res.status).toBe(200);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("operator_session="))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // A code works once.
    expect((await check(number, code)).status).toBe(400);
  });

  it("answers the same for a number that is not on file, and sends nothing", async () => {
    const before = await (await getDb()).select().from(whatsappOutbox);
    expect((await ask("+34600999888")).status).toBe(202);
    expect(await (await getDb()).select().from(whatsappOutbox)).toHaveLength(before.length);
  });

  it("expires after 10 minutes", async () => {
    const number = await newOperator();
    await ask(number);
    const code = await lastCodeFor(number);
    await (await getDb()).update(operatorCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await check(number, code);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("CODE_EXPIRED");
  });

  it("allows 5 tries: after 5 wrong codes even the right one is refused", async () => {
    const number = await newOperator();
    await ask(number);
    const code = await lastCodeFor(number);
    const messages: string[] = [];
    for (let i = 0; i < 5; i++)
      messages.push((await (await check(number, wrong(code))).json()).error.message);
    expect(messages.slice(0, 2)).toEqual([
      "Wrong code. 4 tries left.",
      "Wrong code. 3 tries left.",
    ]);
    expect(messages[4]).toBe("Too many wrong codes. Ask for a new one.");
    const right = await check(number, code);
    expect(right.status).toBe(400);
    expect((await right.json()).error.code).toBe("CODE_TRIES");
    // A new code starts again.
    await ask(number);
    expect((await check(number, await lastCodeFor(number))).status).toBe(200);
  });

  it("replaces an earlier code with the new one", async () => {
    const number = await newOperator();
    await ask(number);
    const first = await lastCodeFor(number);
    await ask(number, "10.1.0.2");
    const second = await lastCodeFor(number);
    if (first !== second) expect((await check(number, first)).status).toBe(400);
    expect((await check(number, second)).status).toBe(200);
  });

  it("is rate-limited per number", async () => {
    const number = await newOperator();
    for (let i = 0; i < 3; i++) expect((await ask(number, `10.2.${i}.1`)).status).toBe(202);
    const res = await ask(number, "10.2.9.1");
    expect(res.status).toBe(429);
    expect((await res.json()).error.message).toMatch(/^Too many codes asked for/);
  });

  it("is rate-limited per client address, whatever the number", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await ask(`+3460030${1000 + i}`, "10.3.0.7")).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("limits the tries of one client address across numbers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await check(`+3460040${1000 + i}`, "123456", "10.4.0.9")).status);
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it("refuses a post from another site", async () => {
    const req = portalRequest("/api/portal/code", {
      method: "POST",
      json: { contact: "+34600111222" },
    });
    req.headers.set("origin", "https://evil.example");
    expect((await askCode(req)).status).toBe(403);
  });

  it("sends a browser back to the page with the reason, without JavaScript", async () => {
    const req = new Request("http://localhost:3000/api/portal/sign-in", {
      method: "POST",
      headers: {
        origin: "http://localhost:3000",
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
        "x-client-ip": "10.5.0.1",
      },
      body: new URLSearchParams({
        contact: "+34600111222",
        code: "12",
        locale: "es",
        serial: "GR-1",
      }),
    });
    const res = await signIn(req);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/es/portal/machines/GR-1?step=code&error=VALIDATION");
  });
});

describe("an operator session", () => {
  it("ends on sign-out", async () => {
    const number = await newOperator();
    const cookie = await operatorCookie(number, "10.6.0.1");
    const who = () => operatorFromRequest(portalRequest("/portal", { cookie }));
    expect((await who())?.whatsapp).toBe(number);
    await signOut(portalRequest("/api/portal/sign-out", { method: "POST", cookie, json: {} }));
    expect(await who()).toBeNull();
  });

  it("is refused by every admin endpoint", async () => {
    const cookie = await operatorCookie(await newOperator(), "10.7.0.1");
    const endpoints = await adminEndpoints();
    expect(endpoints.length).toBeGreaterThan(80);
    for (const e of endpoints) {
      const headers = new Headers({ cookie, origin: "http://localhost:3000" });
      let body: string | undefined;
      if (!SAFE.has(e.method)) {
        headers.set("content-type", "application/json");
        body = "{}";
      }
      const res = await e.handler(
        new Request(e.url, { method: e.method, headers, body }),
        ctx(e.params),
      );
      expect(res.status, e.label).toBe(401);
    }
  });
});
