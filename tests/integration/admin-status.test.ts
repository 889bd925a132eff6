import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/status/route";
import { READ_CACHE_MAX } from "@/platform/cached";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

describe("GET /api/admin/status (the server's memory, for owners)", () => {
  it("reports the process's memory, the database and every cache's size against its bound", async () => {
    const res = await GET(adminRequest(await signInCookie("owner"), "/api/admin/status"), ctx({}));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const report = await res.json();
    expect(report.process.residentMb).toBeGreaterThan(0);
    expect(report.process.heapUsedMb).toBeGreaterThan(0);
    expect(["pglite", "postgres"]).toContain(report.database.kind);
    // The tests' embedded database is a clone the harness wraps, so its memory is not known here.
    if (report.database.kind === "pglite")
      expect(report.database.sharedBuffersMb).toBeGreaterThanOrEqual(16);
    expect(report.caches.reads.maxEntries).toBe(READ_CACHE_MAX);
    expect(report.caches.reads.entries).toBeLessThanOrEqual(READ_CACHE_MAX);
    expect(report.caches.nextMaxMb).toBeGreaterThan(0);
    expect(report.caches.pagesMaxMb).toBeGreaterThan(0);
    expect(report.availableMb).toBeGreaterThan(0);
  });

  it("is not for a signed-out visitor", async () => {
    const res = await GET(new Request("http://localhost:3000/api/admin/status"), ctx({}));
    expect(res.status).toBe(401);
  });
});
