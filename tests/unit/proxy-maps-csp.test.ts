import http from "node:http";
import type { AddressInfo } from "node:net";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { proxy } from "@/proxy";

// The proxy asks our own server whether a maps key is configured (over loopback, at PORT): here a
// stand-in that always has one, counting the questions.
let asked = 0;
const server = http.createServer((req, res) => {
  if (req.url === "/api/leads/maps-key") asked++;
  res.writeHead(200, { "content-type": "application/json" });
  res.end(JSON.stringify({ mapsApiKey: "browser-key" }));
});
let port = "";
const previousPort = process.env.PORT;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  port = String((server.address() as AddressInfo).port);
  process.env.PORT = port;
});
afterAll(async () => {
  if (previousPort === undefined) delete process.env.PORT;
  else process.env.PORT = previousPort;
  await new Promise((r) => server.close(r));
});

async function policyOf(path: string): Promise<string> {
  const res = await proxy(new NextRequest(`http://127.0.0.1:${port}${path}`));
  return res.headers.get("content-security-policy") ?? "";
}

describe("the proxy's policy with a maps key configured", () => {
  it("names Google Maps hosts only on the pages that use maps (a game's page)", async () => {
    for (const path of ["/", "/shop", "/contact", "/es/blog", "/admin/login"]) {
      const before = asked;
      expect(await policyOf(path), path).not.toMatch(/google|gstatic/);
      // Pages without maps do not even ask.
      expect(asked, path).toBe(before);
    }
    for (const path of ["/shop/abc", "/es/shop/abc"]) {
      const policy = await policyOf(path);
      expect(policy, path).toMatch(/connect-src 'self' https:\/\/\*\.googleapis\.com/);
      expect(policy, path).toMatch(/font-src 'self' data: https:\/\/fonts\.gstatic\.com/);
    }
    expect(asked).toBe(1);
  });
});
