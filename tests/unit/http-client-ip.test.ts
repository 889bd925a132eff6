import { describe, expect, it } from "vitest";
import { clientIp } from "@/platform/http/client-ip";

const req = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

describe("clientIp", () => {
  it("takes the address the nearest proxy appended, not the one the client claimed", () => {
    expect(clientIp(req({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" }), 1)).toBe("203.0.113.7");
  });

  it("counts further trusted proxies from the right", () => {
    expect(clientIp(req({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.2" }), 2)).toBe(
      "203.0.113.7",
    );
    // Fewer entries than hops: the leftmost is the best there is.
    expect(clientIp(req({ "x-forwarded-for": "203.0.113.7" }), 3)).toBe("203.0.113.7");
  });

  it("gives IPv4 mapped into IPv6 back as IPv4, so private and public ranges are recognised", () => {
    expect(clientIp(req({ "x-forwarded-for": "::ffff:198.51.100.4" }), 1)).toBe("198.51.100.4");
    expect(clientIp(req({ "x-forwarded-for": "2001:db8::1" }), 1)).toBe("2001:db8::1");
  });

  it("ignores X-Forwarded-For when no proxy is trusted", () => {
    expect(clientIp(req({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "192.0.2.1" }), 0)).toBe(
      "192.0.2.1",
    );
    expect(clientIp(req({}), 1)).toBe("local");
  });
});
