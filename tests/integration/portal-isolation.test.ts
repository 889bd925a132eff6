import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { POST as importCsv } from "@/app/api/admin/machines/import/route";
import { POST as uploadDoc } from "@/app/api/admin/service-documents/route";
import { POST as publish } from "@/app/api/admin/bulletins/route";
import { bulletinRecipients, claims } from "@/modules/machines/schema";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { orderForNumber } from "../support/orders";
import { APP_DIR, routeEndpoints, type AdminEndpoint } from "../support/admin-routes";
import {
  addGame,
  operatorCookie,
  pdfBytes,
  pngBytes,
  portalRequest,
  turnWhatsappOn,
} from "../support/portal";

// Another operator's session gets 404 for every machine, claim, claim file, document and bulletin
// of an operator, on every portal route: the API routes and the pages are found on disk, and each
// must have its case below, so a new portal route cannot be added without one.
const ANA = "+34600600001";
const LUC = "+34600600002";
const NOT_A_UUID = "------------------------------------";
let ana = "";
let luc = "";
let galaxy = "";
let docId = "";
let claimId = "";
let bulletinId = "";
let orderNumber = "";
let endpoints: AdminEndpoint[] = [];
let pages: AdminEndpoint[] = [];

const call = (label: string, url: string, params: Record<string, string>, init = {}) => {
  const endpoint = endpoints.find((e) => e.label === label);
  if (!endpoint) throw new Error(`no route ${label}`);
  return endpoint.handler(portalRequest(url, init), ctx(params));
};

function claimForm() {
  const form = new FormData();
  form.set("kind", "repair");
  form.set("description", "Not my machine");
  return form;
}

/** Every API route of the portal, with what proves it keeps operators apart (or why nothing). */
const API_CASES: Record<string, string | (() => Promise<void>)> = {
  "POST /api/portal/code": "asks for a code for a contact typed: no operator's resource",
  "POST /api/portal/sign-in": "opens a session for the contact typed: no operator's resource",
  "POST /api/portal/sign-out": "ends the caller's own session only",
  "GET /api/portal/documents/[id]": async () => {
    const get = (id: string, cookie: string) =>
      call("GET /api/portal/documents/[id]", `/api/portal/documents/${id}`, { id }, { cookie });
    expect((await get(docId, ana)).status).toBe(200);
    expect((await get(docId, luc)).status).toBe(404);
    expect((await get(docId, "")).status).toBe(404);
    expect((await get(NOT_A_UUID, ana)).status).toBe(404);
  },
  "GET /api/portal/claims/[id]/files/[index]": async () => {
    const get = (id: string, index: string, cookie: string) =>
      call(
        "GET /api/portal/claims/[id]/files/[index]",
        `/api/portal/claims/${id}/files/${index}`,
        { id, index },
        { cookie },
      );
    expect((await get(claimId, "0", ana)).status).toBe(200);
    expect((await get(claimId, "0", luc)).status).toBe(404);
    expect((await get(claimId, "0", "")).status).toBe(404);
    expect((await get(claimId, "1", ana)).status).toBe(404);
    expect((await get(NOT_A_UUID, "0", ana)).status).toBe(404);
  },
  "GET /api/portal/orders/[number]/documents/[kind]": async () => {
    const get = (number: string, cookie: string) =>
      call(
        "GET /api/portal/orders/[number]/documents/[kind]",
        `/api/portal/orders/${number}/documents/proforma`,
        { number, kind: "proforma" },
        { cookie },
      );
    expect((await get(orderNumber, ana)).status).toBe(200);
    expect((await get(orderNumber, luc)).status).toBe(404);
    expect((await get(orderNumber.toLowerCase(), luc)).status).toBe(404);
    // Signed out is told to sign in (401), before anything about the order is read.
    expect((await get(orderNumber, "")).status).toBe(401);
  },
  "POST /api/portal/machines/[serial]/claims": async () => {
    const before = (await (await getDb()).select().from(claims)).length;
    for (const serial of ["ISO-A1", "iso-a1", "NO-SUCH-SERIAL"]) {
      const res = await call(
        "POST /api/portal/machines/[serial]/claims",
        `/api/portal/machines/${serial}/claims`,
        { serial },
        { method: "POST", cookie: luc, body: claimForm() },
      );
      expect(res.status, serial).toBe(404);
    }
    expect((await (await getDb()).select().from(claims)).length).toBe(before);
  },
};

/** A portal page's answer to a session (the route handler under the English segment). */
async function page(pattern: string, url: string, cookie: string) {
  const handler = pages.find((e) => e.label === `GET ${pattern}`)?.handler;
  if (!handler) throw new Error(`no page ${pattern}`);
  const params: Record<string, string> = { locale: "en" };
  const [, name] = /\[(\w+)\]/.exec(pattern) ?? [];
  if (name) params[name] = decodeURIComponent(url.split("/").at(-1)!);
  const res = await handler(portalRequest(url, { cookie }), ctx(params));
  // Whatever it shows, it is one person's: never kept by a shared cache.
  expect(res.headers.get("cache-control"), url).toBe("private, no-store");
  return { status: res.status, html: await res.text() };
}

/** Every portal page, with what it shows another operator (the e2e test asks over HTTP too). */
const PAGE_CASES: Record<string, () => Promise<void>> = {
  "/portal": async () => {
    const { status, html } = await page("/portal", "/portal", luc);
    expect(status).toBe(200);
    expect(html).toContain("ISO-L1");
    for (const theirs of ["ISO-A1", "Galaxy only", orderNumber, "The wheel"])
      expect(html, theirs).not.toContain(theirs);
  },
  "/portal/machines/[serial]": async () => {
    for (const serial of ["ISO-A1", "iso-a1"]) {
      const { status, html } = await page(
        "/portal/machines/[serial]",
        `/portal/machines/${serial}`,
        luc,
      );
      expect(status, serial).toBe(404);
      expect(html).not.toContain("Galaxy Racer");
    }
    const own = await page("/portal/machines/[serial]", "/portal/machines/ISO-L1", luc);
    expect(own.status).toBe(200);
    expect(own.html).toContain("Pinball Wizard");
  },
  "/portal/orders/[number]": async () => {
    for (const n of [orderNumber, orderNumber.toLowerCase()]) {
      const { status, html } = await page("/portal/orders/[number]", `/portal/orders/${n}`, luc);
      expect(status, n).toBe(404);
      expect(html).not.toContain("Galaxy Racer");
    }
    const own = await page("/portal/orders/[number]", `/portal/orders/${orderNumber}`, ana);
    expect(own.status).toBe(200);
    expect(own.html).toContain(orderNumber);
  },
  "/portal/bulletins/[id]": async () => {
    const { status, html } = await page(
      "/portal/bulletins/[id]",
      `/portal/bulletins/${bulletinId}`,
      luc,
    );
    expect(status).toBe(404);
    expect(html).not.toContain("Galaxy only");
    // Asking for it does not mark anyone's copy opened.
    const opened = await (
      await getDb()
    )
      .select()
      .from(bulletinRecipients)
      .where(eq(bulletinRecipients.bulletinId, bulletinId));
    expect(opened.every((r) => r.openedAt === null)).toBe(true);
  },
};

beforeAll(async () => {
  await turnWhatsappOn();
  const owner = await signInCookie("owner");
  galaxy = await addGame("Galaxy Racer", 2);
  await addGame("Pinball Wizard", 2);
  const recent = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
  const csv = [
    "serial,game,company,contact_name,whatsapp,email,country,install_date",
    `ISO-A1,Galaxy Racer,Fun Hall,Ana,${ANA},,ES,${recent}`,
    `ISO-L1,Pinball Wizard,Bar Luc,Luc,${LUC},,FR,${recent}`,
  ].join("\n");
  const imported = await importCsv(
    adminRequest(owner, "/api/admin/machines/import", {
      method: "POST",
      body: csv,
      headers: { "content-type": "text/csv" },
    }),
    ctx({}),
  );
  expect((await imported.json()).rejected).toEqual([]);
  const params = new URLSearchParams({
    gameId: galaxy,
    title: "Manual",
    kind: "manual",
    language: "en",
    version: "1",
    name: "manual.pdf",
  });
  const doc = await uploadDoc(
    adminRequest(owner, `/api/admin/service-documents?${params}`, {
      method: "POST",
      body: Buffer.from(await pdfBytes()),
      headers: { "content-type": "application/pdf" },
    }),
    ctx({}),
  );
  docId = (await doc.json()).id;
  const bulletin = await publish(
    adminRequest(owner, "/api/admin/bulletins", {
      method: "POST",
      json: { title: "Galaxy only", body: "<p>x</p>", severity: "info", gameIds: [galaxy] },
    }),
    ctx({}),
  );
  bulletinId = (await bulletin.json()).id;
  orderNumber = (await orderForNumber(ANA)).number;
  ana = await operatorCookie(ANA, "10.60.0.1");
  luc = await operatorCookie(LUC, "10.60.0.2");
  endpoints = await routeEndpoints(path.join(APP_DIR, "api", "portal"), "/api/portal");
  pages = await routeEndpoints(path.join(APP_DIR, "(site)", "[locale]", "portal"), "/portal");
  const form = new FormData();
  form.set("kind", "warranty");
  form.set("description", "The wheel");
  form.append(
    "photos",
    new File([new Uint8Array(await pngBytes())], "w.png", { type: "image/png" }),
  );
  const filed = await call(
    "POST /api/portal/machines/[serial]/claims",
    "/api/portal/machines/ISO-A1/claims",
    { serial: "ISO-A1" },
    { method: "POST", cookie: ana, body: form },
  );
  expect(filed.status).toBe(201);
  claimId = (await filed.json()).id;
});

describe("another operator's session", () => {
  it("has a case for every portal API route and page found on disk", () => {
    expect(endpoints.map((e) => e.label).sort()).toEqual(Object.keys(API_CASES).sort());
    expect(pages.map((e) => e.label).sort()).toEqual(
      Object.keys(PAGE_CASES)
        .map((p) => `GET ${p}`)
        .sort(),
    );
  });

  for (const [label, check] of Object.entries(API_CASES))
    if (typeof check === "function") it(`gets 404 from ${label}`, check);

  for (const [page, check] of Object.entries(PAGE_CASES))
    it(`sees nothing of another operator on ${page}`, check);
});
