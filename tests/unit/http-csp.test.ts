import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, createNonce } from "@/platform/http/csp";

const policy = (over: Partial<Parameters<typeof contentSecurityPolicy>[0]> = {}) => {
  const csp = contentSecurityPolicy({
    nonce: "abc123==",
    dev: false,
    maps: false,
    https: false,
    ...over,
  });
  return new Map(
    csp.split("; ").map((d) => {
      const [name, ...sources] = d.split(" ");
      return [name!, sources] as const;
    }),
  );
};

describe("contentSecurityPolicy", () => {
  it("lets only nonced scripts (and what they load) run in production", () => {
    const scripts = policy().get("script-src")!;
    expect(scripts).toEqual(["'self'", "'nonce-abc123=='", "'strict-dynamic'"]);
    for (const over of [{}, { maps: true }, { https: true }])
      expect(policy(over).get("script-src")!.join(" ")).not.toMatch(/unsafe/);
  });

  it("adds 'unsafe-eval' for React's development build only", () => {
    expect(policy({ dev: true }).get("script-src")).toContain("'unsafe-eval'");
  });

  it("admits Google Maps hosts only while a maps key is configured", () => {
    const without = [...policy().values()].flat().join(" ");
    expect(without).not.toMatch(/google|gstatic/);
    const maps = policy({ maps: true });
    expect(maps.get("connect-src")).toContain("https://*.googleapis.com");
    expect(maps.get("style-src")).toContain("https://fonts.googleapis.com");
    expect(maps.get("font-src")).toContain("https://fonts.gstatic.com");
  });

  it("frames only the video site's embeds, and nothing may frame us", () => {
    expect(policy().get("frame-src")).toEqual([
      "https://www.youtube-nocookie.com",
      "https://www.youtube.com",
    ]);
    expect(policy().get("frame-ancestors")).toEqual(["'none'"]);
    expect(policy().get("object-src")).toEqual(["'none'"]);
    expect(policy().get("base-uri")).toEqual(["'self'"]);
    expect(policy().get("form-action")).toEqual(["'self'"]);
  });

  it("upgrades insecure requests on https only", () => {
    expect(policy({ https: true }).has("upgrade-insecure-requests")).toBe(true);
    expect(policy().has("upgrade-insecure-requests")).toBe(false);
  });

  it("makes a new 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce));
    expect(nonces.size).toBe(100);
    for (const n of nonces) expect(Buffer.from(n, "base64")).toHaveLength(16);
  });
});

describe("a public page's policy, the same for every client", () => {
  const hashed = (maps: boolean) =>
    new Map(
      contentSecurityPolicy({ hashes: ["AAA=", "BBB="], dev: false, maps, https: false })
        .split("; ")
        .map((d) => {
          const [name, ...sources] = d.split(" ");
          return [name!, sources] as const;
        }),
    );

  it("allows its inline scripts by hash and the site's own files, no nonce and nothing inline", () => {
    expect(hashed(false).get("script-src")).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(hashed(false).get("script-src")!.join(" ")).not.toMatch(/nonce|unsafe|strict-dynamic/);
  });

  it("names the Maps script hosts only on a page that loads them", () => {
    expect(hashed(true).get("script-src")).toEqual(
      expect.arrayContaining(["https://*.googleapis.com", "https://*.gstatic.com"]),
    );
    expect(hashed(false).get("script-src")!.join(" ")).not.toMatch(/google|gstatic/);
  });
});
