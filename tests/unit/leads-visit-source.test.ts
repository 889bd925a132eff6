import { describe, expect, it } from "vitest";
import { sourceFromUrl } from "@/modules/leads/public/visit-source";
import { sourceLabel } from "@/modules/leads/server/source";
import { toE164 } from "@/modules/leads/server/phone";
import { leadSourceSchema } from "@/modules/leads/pipeline-validation";

describe("the visit's source", () => {
  it("reads utm tags and notes click ids as present without keeping them", () => {
    const s = sourceFromUrl(
      "https://arcade.example/shop?utm_source=News&utm_medium=email&utm_campaign=spring&gclid=SECRET&x=1",
      "https://www.google.com/",
    );
    expect(s).toMatchObject({
      utmSource: "News",
      utmMedium: "email",
      utmCampaign: "spring",
      gclid: true,
      fbclid: false,
      referrer: "https://www.google.com/",
    });
    expect(s.landingPage).toBe(
      "https://arcade.example/shop?utm_source=News&utm_medium=email&utm_campaign=spring&x=1",
    );
    expect(JSON.stringify(s)).not.toContain("SECRET");
  });

  it("never keeps a buyer's quote link, a secret of theirs, as the referrer", () => {
    const link = "https://arcade.example/q/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
    const s = sourceFromUrl("https://arcade.example/shop", link);
    expect(s.referrer).toBeUndefined();
    expect(JSON.stringify(s)).not.toContain("/q/");
    expect(sourceFromUrl("https://arcade.example/shop", "https://arcade.example/").referrer).toBe(
      "https://arcade.example/",
    );
  });

  it("labels a lead by utm_source, then click id, then referring site, else direct", () => {
    expect(sourceLabel({ utmSource: "News", gclid: true, fbclid: false }, "arcade.example")).toBe(
      "news",
    );
    expect(sourceLabel({ gclid: true, fbclid: false }, "arcade.example")).toBe("google ads");
    expect(sourceLabel({ fbclid: true, gclid: false }, "arcade.example")).toBe("facebook ads");
    expect(
      sourceLabel({ referrer: "https://www.bing.com/x", gclid: false, fbclid: false }, "a.b"),
    ).toBe("bing.com");
    expect(
      sourceLabel(
        { referrer: "https://arcade.example/", gclid: false, fbclid: false },
        "arcade.example",
      ),
    ).toBe("direct");
    expect(sourceLabel({ referrer: "javascript:alert(1)", gclid: false, fbclid: false }, "a")).toBe(
      "direct",
    );
    expect(sourceLabel(undefined, "a")).toBe("direct");
  });

  it("caps and cleans each field on the server and drops a malformed source", () => {
    const parsed = leadSourceSchema.parse({
      utmSource: "a\u0000b".padEnd(500, "x"),
      gclid: true,
    });
    expect(parsed?.utmSource).toHaveLength(100);
    expect(parsed?.utmSource?.startsWith("ab")).toBe(true);
    expect(leadSourceSchema.parse({ gclid: "yes" })).toBeUndefined();
    expect(leadSourceSchema.parse("nope")).toBeUndefined();
  });

  it("stores numbers in E.164", () => {
    expect(toE164("+44", "07911123456")).toBe("+447911123456");
    expect(toE164("+91", "9876543210")).toBe("+919876543210");
  });
});
