import { eq } from "drizzle-orm";
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
import {
  lastCodeFor,
  operatorCookie,
  portalRequest,
  signInTimePasses,
  turnWhatsappOn,
} from "../support/portal";

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
const wrong = (code: string) => String((Number(code) + 1) % 100_000_000).padStart(8, "0");
/** Every refused code gets this, whatever the reason. */
const REFUSED = {
  code: "CODE_REFUSED",
  message: "That code is not right or has expired. Check it or ask for a new one.",
};
const refusal = async (res: Response) => ({ status: res.status, ...(await res.json()).error });

describe("the one-time code", () => {
  it("goes to the number on file through the WhatsApp outbox, and only its hash is stored", async () => {
    const number = await newOperator();
    expect((await ask(number.replace("+34", "+34 "))).status).toBe(202);
    const code = await lastCodeFor(number);
    expect(code).toMatch(/^\d{8}$/);
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
    expect(await refusal(res)).toMatchObject({ status: 400, ...REFUSED });
  });

  it("allows 5 tries: after 5 wrong codes even the right one is refused", async () => {
    const number = await newOperator();
    await ask(number);
    const code = await lastCodeFor(number);
    for (let i = 0; i < 5; i++)
      expect(await refusal(await check(number, wrong(code)))).toMatchObject(REFUSED);
    expect(await refusal(await check(number, code))).toMatchObject({ status: 400, ...REFUSED });
    // A new code starts again.
    await signInTimePasses(60_000);
    await ask(number);
    expect((await check(number, await lastCodeFor(number))).status).toBe(200);
  });

  it("replaces an earlier code with the new one", async () => {
    const number = await newOperator();
    await ask(number);
    const first = await lastCodeFor(number);
    await signInTimePasses(60_000);
    await ask(number, "10.1.0.2");
    const second = await lastCodeFor(number);
    if (first !== second) expect((await check(number, first)).status).toBe(400);
    expect((await check(number, second)).status).toBe(200);
  });

  it("waits longer between codes for one number (at once, 1, 5, 15, 60 minutes), 5 a day, known or not", async () => {
    const number = await newOperator();
    const stranger = "+34600555777";
    const db = await getDb();
    const codes = async () =>
      (
        await db
          .select()
          .from(operatorCodes)
          .innerJoin(operators, eq(operators.id, operatorCodes.operatorId))
      ).filter((r) => r.operators.whatsapp === number).length;
    let ip = 0;
    // Both contacts get the same answers at the same times: the limit reveals no operator.
    const both = async () => {
      const a = await ask(number, `10.2.${++ip}.1`);
      const b = await ask(stranger, `10.2.${++ip}.1`);
      expect(b.status).toBe(a.status);
      return a;
    };
    expect((await both()).status).toBe(202);
    for (const gap of [1, 5, 15, 60]) {
      const early = await both();
      expect(early.status).toBe(429);
      expect((await early.json()).error.message).toMatch(
        new RegExp(`^Too many codes asked for\\. Please try again in ${gap} minutes?\\.$`),
      );
      await signInTimePasses(gap * 60_000);
      expect((await both()).status).toBe(202);
    }
    expect(await codes()).toBe(5);
    // The sixth waits for the first to be a day old.
    await signInTimePasses(12 * 60 * 60_000);
    expect((await both()).status).toBe(429);
    await signInTimePasses(12 * 60 * 60_000);
    expect((await both()).status).toBe(202);
    expect(await codes()).toBe(6);
  });

  it("spaces an operator's codes however they are asked for (number, then address), silently", async () => {
    const db = await getDb();
    const number = `+3460070${1000 + ++n}`;
    const email = `venue${n}@example.com`;
    const [op] = await db
      .insert(operators)
      .values({ company: "Two Ways", contactName: "Ana", whatsapp: number, email, country: "ES" })
      .returning();
    const count = async () =>
      (await db.select().from(operatorCodes).where(eq(operatorCodes.operatorId, op!.id))).length;
    expect((await ask(number, "10.9.0.1")).status).toBe(202);
    expect((await ask(email, "10.9.0.2")).status).toBe(202);
    expect(await count()).toBe(1);
    await signInTimePasses(60_000);
    expect((await ask(email, "10.9.0.3")).status).toBe(202);
    expect(await count()).toBe(2);
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
      statuses.push((await check(`+3460040${1000 + i}`, "12345678", "10.4.0.9")).status);
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
