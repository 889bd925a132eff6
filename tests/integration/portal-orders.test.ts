import { beforeAll, describe, expect, it } from "vitest";
import { GET as document } from "@/app/api/portal/orders/[number]/documents/[kind]/route";
import { POST as askCode } from "@/app/api/portal/code/route";
import { POST as signIn } from "@/app/api/portal/sign-in/route";
import { POST as pay } from "@/app/api/admin/orders/[id]/payments/route";
import { POST as stage } from "@/app/api/admin/orders/[id]/stage/route";
import { operatorFromRequest } from "@/modules/machines/server/operator-auth";
import { operatorOrders, orderForOperator } from "@/modules/orders/server";
import type { Order } from "@/modules/orders/schema";
import { adminRequest, ctx, signInAs } from "../setup/auth";
import { orderForNumber } from "../support/orders";
import { pdfText } from "../support/pdf-text";
import {
  lastCodeFor,
  operatorCookie,
  portalRequest,
  signInTimePasses,
  turnWhatsappOn,
} from "../support/portal";

// A buyer follows their order in the portal: where it stands and since when, what they paid and
// still owe, the shipment, and its documents in their language. Another operator finds nothing
// of it, and a signed-out buyer coming from a notice signs in and lands back on the order.
const ANA = "+34600700001";
const LUC = "+34600700002";
let owner: Awaited<ReturnType<typeof signInAs>>;
let ana = "";
let luc = "";
let shipped: Order;
let open: Order;

const admin = (handler: typeof stage, id: string, path: string, json: unknown) =>
  handler(
    adminRequest(owner.cookie, `/api/admin/orders/${id}/${path}`, { method: "POST", json }),
    ctx({ id }),
  );
const operatorOf = async (cookie: string) =>
  (await operatorFromRequest(portalRequest("/portal", { cookie })))!;
const download = (number: string, kind: string, cookie: string, query = "?locale=es") =>
  document(
    portalRequest(`/api/portal/orders/${number}/documents/${kind}${query}`, { cookie }),
    ctx({ number, kind }),
  );

beforeAll(async () => {
  await turnWhatsappOn();
  owner = await signInAs("owner");
  shipped = await orderForNumber(ANA);
  // Deposit by transfer, the rest by card, then on to shipped with its tracking.
  for (const [amount, paidOn, method] of [
    ["3000.00", "2026-03-02", "bank_transfer"],
    ["7000.00", "2026-03-20", "card"],
  ])
    expect((await admin(pay, shipped.id, "payments", { amount, paidOn, method })).status).toBe(201);
  for (const body of [
    { to: "deposit_received" },
    { to: "in_production", plannedShipDate: "2099-12-31" },
    { to: "ready_to_ship" },
    {
      to: "shipped",
      carrier: "Maersk",
      trackingNumber: "MSK123456",
      trackingUrl: "https://track.example.com/MSK123456",
      incoterm: "CIF",
      estimatedArrival: "2099-06-15",
    },
  ])
    expect((await admin(stage, shipped.id, "stage", body)).status).toBe(200);
  open = await orderForNumber(ANA);
  await orderForNumber(LUC, "fr");
  ana = await operatorCookie(ANA, "10.61.0.1");
  luc = await operatorCookie(LUC, "10.61.0.2");
});

describe("the buyer's orders in the portal", () => {
  it("lists the operator's own orders on the portal's home, newest first, with what is still due", async () => {
    const rows = await operatorOrders((await operatorOf(ana)).id);
    expect(rows.map((r) => [r.number, r.stage, r.totalMinor, r.dueMinor])).toEqual([
      [open.number, "confirmed", 10_000_00, 10_000_00],
      [shipped.number, "shipped", 10_000_00, 0],
    ]);
    const lucRows = await operatorOrders((await operatorOf(luc)).id);
    expect(lucRows.map((r) => r.number)).not.toContain(shipped.number);
    expect(lucRows).toHaveLength(1);
  });

  it("shows an order's timeline with dates, its payments, paid and due, and the shipment", async () => {
    const o = (await orderForOperator((await operatorOf(ana)).id, shipped.number))!;
    expect(o.number).toBe(shipped.number);
    expect(o.stage).toBe("shipped");
    expect(o.timeline.map((s) => [s.stage, s.at instanceof Date])).toEqual([
      ["confirmed", true],
      ["deposit_received", true],
      ["in_production", true],
      ["ready_to_ship", true],
      ["shipped", true],
      ["delivered", false],
      ["installed", false],
    ]);
    // What the buyer sees of a payment: never staff's notes or who recorded it.
    expect(o.payments).toEqual([
      { paidOn: "2026-03-02", amountMinor: 3_000_00, method: "bank_transfer" },
      { paidOn: "2026-03-20", amountMinor: 7_000_00, method: "card" },
    ]);
    expect([o.totalMinor, o.paidMinor, o.dueMinor]).toEqual([10_000_00, 10_000_00, 0]);
    expect(o.shipment).toEqual({
      carrier: "Maersk",
      trackingNumber: "MSK123456",
      trackingUrl: "https://track.example.com/MSK123456",
      incoterm: "CIF",
      estimatedArrival: "2099-06-15",
    });
    expect(o.lines.map((l) => l.description)).toEqual(["Galaxy Racer", "Installation visit"]);
  });

  it("shows an order not yet shipped with no shipment, nothing paid and the whole amount due", async () => {
    const o = (await orderForOperator((await operatorOf(ana)).id, open.number.toLowerCase()))!;
    expect(o.shipment).toBeNull();
    expect(o.payments).toEqual([]);
    expect([o.paidMinor, o.dueMinor, o.depositMinor]).toEqual([0, 10_000_00, 3_000_00]);
    expect(o.timeline.filter((s) => s.at).map((s) => s.stage)).toEqual(["confirmed"]);
  });

  it("finds nothing of another operator's order, nor of a number that is not an order's", async () => {
    const lucId = (await operatorOf(luc)).id;
    expect(await orderForOperator(lucId, shipped.number)).toBeNull();
    expect(await orderForOperator(lucId, "ORD-2026-99999")).toBeNull();
    expect(await orderForOperator(lucId, "' or 1=1 --")).toBeNull();
  });
});

describe("the order's documents", () => {
  it("gives the operator the pro-forma invoice as a private PDF in the page's language", async () => {
    const res = await download(shipped.number, "proforma", ana);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const { lines } = await pdfText(new Uint8Array(await res.arrayBuffer()));
    const text = lines.map((l) => l.replace(/\s+/g, " ").trim()).join("\n");
    expect(text).toContain(`Factura proforma ${shipped.number}`);
  });

  it("draws each document, in English when the page is English", async () => {
    for (const kind of ["packing-list", "commercial-invoice"]) {
      const res = await download(shipped.number, kind, ana, "?locale=en");
      expect(res.status, kind).toBe(200);
      const { lines } = await pdfText(new Uint8Array(await res.arrayBuffer()));
      expect(lines.join("\n")).toContain(shipped.number);
    }
  });

  it("is not found for another operator, an unknown kind or an unknown order, and needs a session", async () => {
    expect((await download(shipped.number, "proforma", luc)).status).toBe(404);
    expect((await download(shipped.number, "invoice", ana)).status).toBe(404);
    expect((await download("ORD-2026-99999", "proforma", ana)).status).toBe(404);
    const signedOut = await download(shipped.number, "proforma", "");
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers.get("content-type")).toMatch(/json/);
  });
});

describe("signing in from an order's notice", () => {
  it("comes back to the order's page in the page's language", async () => {
    await signInTimePasses(2 * 60_000);
    const page = { accept: "text/html", "content-type": "application/x-www-form-urlencoded" };
    const form = (fields: Record<string, string>) =>
      new URLSearchParams({ locale: "es", order: shipped.number, ...fields }).toString();
    const asked = await askCode(
      portalRequest("/api/portal/code", {
        method: "POST",
        headers: page,
        body: form({ contact: ANA }),
        ip: "10.61.0.3",
      }),
    );
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe(`/es/portal/orders/${shipped.number}?step=code`);
    const signedIn = await signIn(
      portalRequest("/api/portal/sign-in", {
        method: "POST",
        headers: page,
        body: form({ contact: ANA, code: await lastCodeFor(ANA) }),
        ip: "10.61.0.3",
      }),
    );
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get("location")).toBe(`/es/portal/orders/${shipped.number}`);
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith("operator_session="))).toBe(
      true,
    );
  });
});
