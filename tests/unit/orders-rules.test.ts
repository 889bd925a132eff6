import { describe, expect, it } from "vitest";
import {
  checkStageChange,
  depositOf,
  INCOTERMS,
  isLate,
  moneyState,
  nextStage,
  ORDER_FLOW,
  orderNumber,
  refusePayment,
  type OrderStage,
} from "@/modules/orders";
import { paymentSchema, stageSchema } from "@/modules/orders/validation";

const PAID = { depositDueMinor: 0, balanceDueMinor: 0 };

describe("order numbers", () => {
  it("are ORD-<year>-<four digits at least>", () => {
    expect(orderNumber(2026, 42)).toBe("ORD-2026-0042");
    expect(orderNumber(2026, 1)).toBe("ORD-2026-0001");
    expect(orderNumber(2027, 12345)).toBe("ORD-2027-12345");
  });
});

describe("the deposit and what is due, in minor units", () => {
  it("rounds the deposit half-up, exactly, even past 2^53 / 10000", () => {
    expect(depositOf(1_000_00, 3000)).toBe(300_00);
    expect(depositOf(5, 3000)).toBe(2); // 1.5 → 2
    expect(depositOf(1, 5000)).toBe(1); // 0.5 → 1
    // 2^53 - 1 at 30%: 2702159776422297.3, which a float product would not give exactly.
    expect(depositOf(Number.MAX_SAFE_INTEGER, 3000)).toBe(2_702_159_776_422_297);
    expect(depositOf(Number.MAX_SAFE_INTEGER, 5000)).toBe(4_503_599_627_370_496);
    expect(depositOf(0, 3000)).toBe(0);
    expect(depositOf(1234, 10_000)).toBe(1234);
  });

  it("splits paid into deposit due and balance due", () => {
    const base = {
      totalMinor: 10_000_00,
      depositMinor: 3_000_00,
      depositDueOn: "2026-03-10",
      plannedShipDate: null,
      today: "2026-03-01",
    };
    expect(moneyState({ ...base, paidMinor: 0 })).toMatchObject({
      depositDueMinor: 3_000_00,
      balanceDueMinor: 10_000_00,
      overdueMinor: 0,
    });
    expect(moneyState({ ...base, paidMinor: 1_000_00 })).toMatchObject({
      depositDueMinor: 2_000_00,
      balanceDueMinor: 9_000_00,
    });
    expect(moneyState({ ...base, paidMinor: 3_000_00 })).toMatchObject({
      depositDueMinor: 0,
      balanceDueMinor: 7_000_00,
    });
    expect(moneyState({ ...base, paidMinor: 10_500_00 })).toMatchObject({
      depositDueMinor: 0,
      balanceDueMinor: 0,
      overpaidMinor: 500_00,
    });
  });

  it("is overdue: the deposit after its date, everything after the planned ship date", () => {
    const base = {
      totalMinor: 10_000_00,
      depositMinor: 3_000_00,
      paidMinor: 1_000_00,
      depositDueOn: "2026-03-10",
      plannedShipDate: "2026-04-01",
    };
    expect(moneyState({ ...base, today: "2026-03-10" }).overdueMinor).toBe(0);
    expect(moneyState({ ...base, today: "2026-03-11" }).overdueMinor).toBe(2_000_00);
    expect(moneyState({ ...base, today: "2026-04-02" }).overdueMinor).toBe(9_000_00);
    expect(moneyState({ ...base, today: "2026-04-02", cancelled: true }).overdueMinor).toBe(0);
  });

  it("refuses a payment above what is due unless it is an overpayment", () => {
    expect(refusePayment(7_000_00, 7_000_00, false)).toBeNull();
    expect(refusePayment(1, 7_000_00, false)).toBeNull();
    expect(refusePayment(7_000_01, 7_000_00, false)).toMatch(/more than is due/);
    expect(refusePayment(7_000_01, 7_000_00, true)).toBeNull();
    expect(refusePayment(1, 0, false)).toMatch(/Nothing is due/);
    expect(refusePayment(0, 7_000_00, true)).toMatch(/more than zero/);
  });
});

describe("stage rules", () => {
  it("go one stage forward at a time", () => {
    for (let i = 0; i < ORDER_FLOW.length - 1; i++)
      expect(checkStageChange(ORDER_FLOW[i]!, ORDER_FLOW[i + 1]!, PAID)).toEqual({ ok: true });
    expect(nextStage("installed")).toBeNull();
    expect(nextStage("cancelled")).toBeNull();
  });

  it("refuse skipping, going back, and anything after cancel or installation", () => {
    const refused = (from: OrderStage, to: OrderStage) => {
      const r = checkStageChange(from, to, PAID);
      expect(r.ok, `${from} → ${to}`).toBe(false);
      return r.ok ? "" : r.message;
    };
    expect(refused("confirmed", "in_production")).toMatch(/next stage is "Deposit received"/);
    expect(refused("in_production", "deposit_received")).toMatch(/next stage is "Ready to ship"/);
    expect(refused("shipped", "shipped")).toMatch(/next stage is "Delivered"/);
    expect(refused("cancelled", "deposit_received")).toMatch(/cancelled/);
    expect(refused("cancelled", "cancelled")).toMatch(/cancelled/);
    expect(refused("installed", "delivered")).toMatch(/no further stage/);
    expect(refused("shipped", "cancelled")).toMatch(/cannot be cancelled/);
  });

  it("need the deposit for 'deposit received', and the balance or an override to ship", () => {
    const owing = { depositDueMinor: 1, balanceDueMinor: 5 };
    expect(checkStageChange("confirmed", "deposit_received", owing)).toMatchObject({ ok: false });
    const ship = checkStageChange("ready_to_ship", "shipped", {
      depositDueMinor: 0,
      balanceDueMinor: 5,
    });
    expect(ship).toMatchObject({ ok: false, needsOverride: true });
    expect(
      checkStageChange(
        "ready_to_ship",
        "shipped",
        { depositDueMinor: 0, balanceDueMinor: 5 },
        true,
      ),
    ).toEqual({ ok: true });
  });

  it("call an order late when its planned ship date passed before shipping", () => {
    expect(isLate("in_production", "2026-03-01", "2026-03-02")).toBe(true);
    expect(isLate("in_production", "2026-03-02", "2026-03-02")).toBe(false);
    expect(isLate("shipped", "2026-03-01", "2026-03-02")).toBe(false);
    expect(isLate("cancelled", "2026-03-01", "2026-03-02")).toBe(false);
    expect(isLate("confirmed", null, "2026-03-02")).toBe(false);
  });
});

describe("stage and payment input", () => {
  const ship = { to: "shipped", carrier: "Maersk", trackingNumber: "MSKU123", incoterm: "FOB" };
  it("takes the 11 Incoterms 2020 and an https tracking link only", () => {
    expect(INCOTERMS).toHaveLength(11);
    expect(stageSchema.safeParse({ ...ship, trackingUrl: "https://track.example/1" }).success).toBe(
      true,
    );
    for (const bad of ["http://track.example/1", "javascript:alert(1)", "track.example"])
      expect(
        stageSchema.safeParse({ ...ship, trackingUrl: bad }).error?.issues[0]?.message,
      ).toMatch(/https/);
    expect(stageSchema.safeParse({ ...ship, incoterm: "FOB2" }).error?.issues[0]?.message).toMatch(
      /Incoterms/,
    );
    expect(stageSchema.safeParse({ ...ship, incoterm: "DAT" }).success).toBe(false);
  });

  it("refuses control characters, lone surrogates and impossible dates", () => {
    expect(stageSchema.safeParse({ ...ship, carrier: "Mae\u0000rsk" }).success).toBe(false);
    expect(stageSchema.safeParse({ ...ship, carrier: "Mae\uD800rsk" }).success).toBe(false);
    expect(
      stageSchema.safeParse({ to: "in_production", plannedShipDate: "2026-02-30" }).success,
    ).toBe(false);
    expect(stageSchema.safeParse({ to: "teleported" }).error?.issues[0]?.message).toBe(
      "Choose the order's next stage",
    );
  });

  it("needs a note with an overpayment", () => {
    const p = { amount: "10.00", paidOn: "2026-03-01", method: "bank_transfer" };
    expect(paymentSchema.safeParse(p).success).toBe(true);
    const r = paymentSchema.safeParse({ ...p, overpayment: true });
    expect(r.error?.issues[0]).toMatchObject({ path: ["note"] });
    expect(
      paymentSchema.safeParse({ ...p, overpayment: true, note: "Bank fees refunded later" })
        .success,
    ).toBe(true);
    expect(paymentSchema.safeParse({ ...p, method: "barter" }).success).toBe(false);
  });
});
