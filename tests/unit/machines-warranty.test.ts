import { describe, expect, it } from "vitest";
import { businessMsBetween, isOverdue, warrantyEnd, warrantyStatus } from "@/modules/machines";

describe("a machine's warranty", () => {
  it("ends the day before the install date's anniversary, after the game's years", () => {
    expect(warrantyEnd("2025-03-10", 1)).toBe("2026-03-09");
    expect(warrantyEnd("2025-03-10", 2)).toBe("2027-03-09");
    expect(warrantyEnd("2025-01-01", 1)).toBe("2025-12-31");
  });

  it("ends on 28 February when installed on a 29 February", () => {
    expect(warrantyEnd("2024-02-29", 1)).toBe("2025-02-28");
    expect(warrantyEnd("2024-02-29", 4)).toBe("2028-02-28");
  });

  it("covers the last day and not the day after", () => {
    expect(warrantyStatus("2025-03-10", 1, "2026-03-09")).toBe("active");
    expect(warrantyStatus("2025-03-10", 1, "2026-03-10")).toBe("ended");
    expect(warrantyStatus("2025-03-10", 1, "2025-03-10")).toBe("active");
    expect(warrantyStatus("2025-03-10", 1, "2025-03-09")).toBe("not-started");
  });

  it("refuses a date that does not exist", () => {
    expect(() => warrantyEnd("2025-02-30", 1)).toThrow(RangeError);
  });
});

describe("a claim left untouched", () => {
  const at = (iso: string) => new Date(iso);
  it("is overdue after one business day", () => {
    // Tuesday morning → Wednesday morning.
    expect(isOverdue(at("2026-11-24T09:00:00Z"), at("2026-11-25T08:59:00Z"))).toBe(false);
    expect(isOverdue(at("2026-11-24T09:00:00Z"), at("2026-11-25T09:01:00Z"))).toBe(true);
  });

  it("does not count the weekend", () => {
    // Friday afternoon → Monday afternoon.
    expect(isOverdue(at("2026-11-27T15:00:00Z"), at("2026-11-30T14:00:00Z"))).toBe(false);
    expect(isOverdue(at("2026-11-27T15:00:00Z"), at("2026-11-30T15:01:00Z"))).toBe(true);
  });

  it("filed on a Saturday or a Sunday, waits for the whole of Monday", () => {
    for (const filed of ["2026-11-28T10:00:00Z", "2026-11-29T23:30:00Z"]) {
      expect(isOverdue(at(filed), at("2026-11-30T23:59:00Z"))).toBe(false);
      expect(isOverdue(at(filed), at("2026-12-01T00:01:00Z"))).toBe(true);
    }
  });

  it("counts only weekday hours across several weeks", () => {
    // Thursday 12:00 to Friday 11:59 is under a day; a week later it is long overdue.
    expect(isOverdue(at("2026-11-26T12:00:00Z"), at("2026-11-27T11:59:00Z"))).toBe(false);
    expect(businessMsBetween(at("2026-11-27T00:00:00Z"), at("2026-12-07T00:00:00Z"))).toBe(
      6 * 86_400_000,
    );
  });
});
