import { describe, expect, it } from "vitest";
import { bucketOf, bucketValue, percentile, rating } from "@/modules/vitals/histogram";
import { pageRoute, vitalsReportSchema } from "@/modules/vitals/validation";

// Real-user vitals are kept as per-day histograms; these are the rules that turn a
// visit's value into a bucket and a histogram back into a p75 and a rating.
describe("vitals histogram", () => {
  it("puts a threshold value in the bucket whose upper edge it is, so ratings stay exact", () => {
    expect(bucketValue("LCP", bucketOf("LCP", 2500))).toBe(2500);
    expect(bucketValue("LCP", bucketOf("LCP", 2501))).toBe(2600);
    expect(bucketValue("INP", bucketOf("INP", 200))).toBe(200);
    expect(bucketValue("INP", bucketOf("INP", 201))).toBe(210);
    expect(bucketValue("CLS", bucketOf("CLS", 0.1))).toBe(0.1);
    expect(bucketValue("CLS", bucketOf("CLS", 0.1001))).toBe(0.11);
    expect(bucketOf("CLS", 0)).toBe(0);
  });

  it("keeps values beyond the last bucket in it", () => {
    expect(bucketOf("LCP", 60_000)).toBe(100);
    expect(bucketOf("INP", 5000)).toBe(200);
  });

  it("reads the 75th percentile off the counts (never below the true one)", () => {
    // 3 visits at <= 1.0 s, one at <= 3.0 s: p75 is the third visit's bucket.
    expect(
      percentile(
        "LCP",
        [
          [10, 3],
          [30, 1],
        ],
        0.75,
      ),
    ).toBe(1000);
    // 2 and 2: the rank ceil(0.75 * 4) = 3 falls in the slower bucket.
    expect(
      percentile(
        "LCP",
        [
          [30, 2],
          [10, 2],
        ],
        0.75,
      ),
    ).toBe(3000);
    expect(percentile("INP", [], 0.75)).toBeNull();
  });

  it("rates against Google's thresholds (good <= first, poor > second)", () => {
    expect(rating("LCP", 2500)).toBe("good");
    expect(rating("LCP", 2600)).toBe("needs-improvement");
    expect(rating("LCP", 4000)).toBe("needs-improvement");
    expect(rating("LCP", 4100)).toBe("poor");
    expect(rating("INP", 200)).toBe("good");
    expect(rating("INP", 510)).toBe("poor");
    expect(rating("CLS", 0.1)).toBe("good");
    expect(rating("CLS", 0.26)).toBe("poor");
  });
});

describe("a vitals report", () => {
  it("names a page by its route, never by an id", () => {
    expect(pageRoute("/")).toBe("/");
    expect(pageRoute("/shop/0b5e7c0e-1c1a-4f7e-9a53-2f7d1b6c9e01")).toBe("/shop/[id]");
    expect(pageRoute("/blog/0b5e7c0e-1c1a-4f7e-9a53-2f7d1b6c9e01")).toBe("/blog/[id]");
    expect(pageRoute("/contact")).toBe("/contact");
    expect(pageRoute("/admin/leads")).toBeNull();
    expect(pageRoute("/no-such-page")).toBeNull();
  });

  it("is refused when malformed", () => {
    const bad = [
      {},
      { path: "/" },
      { path: "/", lcp: -1 },
      { path: "/", inp: "fast" },
      { path: "/", cls: Number.NaN },
      { path: "/admin", lcp: 900 },
      { path: "/", lcp: 900, email: "someone@example.com" },
    ];
    for (const b of bad)
      expect(vitalsReportSchema.safeParse(b).success, JSON.stringify(b)).toBe(false);
    expect(vitalsReportSchema.parse({ path: "/shop", lcp: 1200, cls: 0 })).toEqual({
      page: "/shop",
      LCP: 1200,
      INP: undefined,
      CLS: 0,
    });
  });
});
