import { describe, expect, it } from "vitest";
import {
  networkKeys,
  normalizeIp,
  pickClientAddress,
  rateLimitKey,
} from "@/platform/http/client-address";
import { clientIp, clientKey } from "@/platform/http/client-ip";

const req = (headers: Record<string, string>) => new Request("http://localhost/", { headers });

describe("pickClientAddress (server.ts)", () => {
  it("is the socket's peer when no proxy is trusted, whatever the client wrote", () => {
    expect(pickClientAddress("203.0.113.7", "6.6.6.6", 0)).toEqual({
      clientIp: "203.0.113.7",
      forwardedFor: "6.6.6.6, 203.0.113.7",
    });
    expect(pickClientAddress("::ffff:203.0.113.7", undefined, 0).clientIp).toBe("203.0.113.7");
  });

  it("behind one proxy, takes what that proxy appended, never what the client wrote", () => {
    // Client wrote 6.6.6.6; the proxy (10.0.0.2) appended the real client 203.0.113.7.
    expect(pickClientAddress("10.0.0.2", "6.6.6.6, 203.0.113.7", 1).clientIp).toBe("203.0.113.7");
    // A client that skips the proxy and writes the header itself only names the proxy's slot.
    expect(pickClientAddress("198.51.100.9", "6.6.6.6", 1).clientIp).toBe("6.6.6.6");
    expect(pickClientAddress("198.51.100.9", "", 1).clientIp).toBe("198.51.100.9");
  });

  it("counts further trusted proxies from the right", () => {
    expect(pickClientAddress("10.0.0.3", "6.6.6.6, 203.0.113.7, 10.0.0.2", 2).clientIp).toBe(
      "203.0.113.7",
    );
    // Fewer entries than hops: the peer, not the leftmost (client-written) entry.
    expect(pickClientAddress("10.0.0.3", "203.0.113.7", 3).clientIp).toBe("10.0.0.3");
  });

  it("never hands on an entry that is not an address", () => {
    expect(pickClientAddress("10.0.0.2", "<script>, x", 1).clientIp).toBe("10.0.0.2");
    expect(pickClientAddress("10.0.0.2", "[2001:db8::1]:443", 1).clientIp).toBe("2001:db8::1");
    expect(pickClientAddress("10.0.0.2", "198.51.100.4:5123", 1).clientIp).toBe("198.51.100.4");
  });
});

describe("normalizeIp", () => {
  it("gives IPv4 mapped into IPv6 back as IPv4 and drops zones", () => {
    expect(normalizeIp("::ffff:198.51.100.4")).toBe("198.51.100.4");
    expect(normalizeIp("FE80::1%eth0")).toBe("fe80::1");
    expect(normalizeIp("not an ip")).toBeNull();
  });
});

describe("rateLimitKey: IPv6 per /64", () => {
  it("puts every address of one /64 under one key", () => {
    const key = rateLimitKey("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const ip of [
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0db8:0001:0002:0:0:0:9",
      "2001:db8:1:2:aaaa::",
    ])
      expect(rateLimitKey(ip)).toBe(key);
  });

  it("keeps neighbouring /64 networks apart", () => {
    expect(rateLimitKey("2001:db8:1:3::1")).not.toBe(rateLimitKey("2001:db8:1:2::1"));
    expect(rateLimitKey("::1")).toBe("0:0:0:0::/64");
    expect(rateLimitKey("64:ff9b::192.0.2.1")).toBe("64:ff9b:0:0::/64");
  });

  it("leaves IPv4 addresses whole", () => {
    expect(rateLimitKey("203.0.113.7")).toBe("203.0.113.7");
  });
});

describe("clientIp / clientKey (route handlers)", () => {
  it("read the header server.ts set, and ignore X-Forwarded-For", () => {
    const r = req({ "x-client-ip": "2001:db8:1:2::abcd", "x-forwarded-for": "6.6.6.6" });
    expect(clientIp(r)).toBe("2001:db8:1:2::abcd");
    expect(clientKey(r)).toBe("2001:db8:1:2::/64");
  });

  it("is 'local' without that header", () => {
    expect(clientIp(req({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "192.0.2.1" }))).toBe("local");
  });
});

describe("networkKeys: the wider networks price requests also count under", () => {
  it("an IPv4 address by its /24", () => {
    expect(networkKeys("203.0.113.77")).toEqual(["203.0.113.0/24"]);
    expect(networkKeys("203.0.113.1")).toEqual(networkKeys("203.0.113.254"));
  });

  it("an IPv6 address by its /48 and /32, however it is written", () => {
    expect(networkKeys("2001:db8:aa:1::1")).toEqual(["2001:db8:aa::/48", "2001:db8::/32"]);
    expect(networkKeys("2001:0db8:00aa:ffff:1:2:3:4")).toEqual(networkKeys("2001:db8:aa::9"));
    expect(networkKeys("2001:db8:ab::1")[0]).not.toBe(networkKeys("2001:db8:aa::1")[0]);
    expect(networkKeys("2001:db8:ab::1")[1]).toBe(networkKeys("2001:db8:aa::1")[1]);
  });

  it("nothing for an unknown address", () => {
    expect(networkKeys("local")).toEqual([]);
  });
});
