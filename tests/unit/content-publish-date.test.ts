import { afterEach, describe, expect, it } from "vitest";
import { localDay, publishInstant } from "@/modules/content/admin/publish-date";

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe("blog publish date", () => {
  it("uses the local calendar day, not the UTC one", () => {
    process.env.TZ = "America/New_York";
    // 21:30 on 10 June in New York is already 11 June in UTC.
    expect(localDay(new Date("2026-06-11T01:30:00Z"))).toBe("2026-06-10");
    process.env.TZ = "Pacific/Auckland";
    // 08:00 on 11 June in Auckland is still 10 June in UTC.
    expect(localDay(new Date("2026-06-10T20:00:00Z"))).toBe("2026-06-11");
  });

  it("never puts a post dated today in the future, in any zone", () => {
    for (const tz of ["America/New_York", "Pacific/Auckland", "UTC"]) {
      process.env.TZ = tz;
      for (const now of [new Date("2026-06-11T01:30:00Z"), new Date("2026-06-10T20:00:00Z")]) {
        const saved = publishInstant(localDay(now), null, now);
        expect(Date.parse(saved)).toBeLessThanOrEqual(now.getTime());
        expect(localDay(new Date(saved))).toBe(localDay(now));
      }
    }
  });

  it("keeps an unchanged day's instant, and uses local midnight for another day", () => {
    process.env.TZ = "America/New_York";
    const now = new Date("2026-06-10T15:00:00Z");
    const original = "2026-05-01T14:00:00.000Z";
    expect(publishInstant("2026-05-01", original, now)).toBe(original);
    expect(publishInstant("2026-07-04", original, now)).toBe("2026-07-04T04:00:00.000Z");
    // A stored instant still in the future for today's date (old UTC-midnight saves) becomes now.
    expect(publishInstant("2026-06-10", "2026-06-10T20:00:00.000Z", now)).toBe(now.toISOString());
    expect(publishInstant("", null, now)).toBe("");
  });
});
