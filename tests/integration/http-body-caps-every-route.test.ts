import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { APP_DIR, appEndpoints, routeFiles, SAFE } from "../support/admin-routes";

// Every route handler under src/app is found on disk and each state-changing
// method is sent an endless chunked body by a signed-in owner (so admin routes get past their
// guard): it must stop reading at a cap, or read nothing. GET and HEAD requests carry no body
// (the Fetch API and Next.js give them none), so they cannot read one.
const KiB = 1024;
const CHUNK = 16 * KiB;
const CHUNKS = 2000; // 32 MiB if read whole
const MiB = 1024 * KiB;
// JSON bodies stop at 64 KiB (public, sign-in) or 1 MiB (admin); these two are larger by design.
const EXCEPTIONS: Record<string, number> = {
  "POST /api/admin/uploads": 5 * MiB, // raw files; sent here as an editor image (5 MB images)
  "POST /api/whatsapp/webhook": 3 * MiB, // Meta's status batches, signed
};
const capOf = (label: string) =>
  EXCEPTIONS[label] ?? (label.includes(" /api/admin/") ? MiB : 64 * KiB);

function endless() {
  const state = { pulled: 0 };
  const piece = new Uint8Array(CHUNK).fill(0x61);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= CHUNKS) return controller.close();
      state.pulled++;
      controller.enqueue(piece);
    },
  });
  return { body, state };
}

const files = routeFiles(APP_DIR);
const table = await appEndpoints();
const unsafe = table.filter((t) => !SAFE.has(t.method));

describe("every route handler caps its body or reads none", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = await signInCookie("owner");
  });

  it("finds every route handler under src/app, the public ones included", () => {
    expect(files.length).toBeGreaterThan(40);
    for (const file of files)
      expect(
        table.some((t) => t.file === file),
        `${path.relative(APP_DIR, file)} exports no HTTP method`,
      ).toBe(true);
    for (const route of ["POST /api/staff/links/[token]", "POST /api/leads", "POST /api/contact"])
      expect(unsafe.map((t) => t.label)).toContain(route);
  });

  it.each(unsafe.map((t) => [t.label, t] as const))(
    "%s stops reading an endless body at its cap",
    async (label, c) => {
      const { body, state } = endless();
      const url = new URL(c.url);
      // The upload endpoint takes a raw file; an editor image is its kind with no other row needed.
      if (label === "POST /api/admin/uploads") {
        url.searchParams.set("scope", "editor");
        url.searchParams.set("name", "big.png");
      }
      const request = adminRequest(cookie, url.pathname + url.search, {
        method: c.method,
        body,
        headers: { "content-type": "application/json", "x-client-ip": "10.77.0.1" },
        duplex: "half",
      } as RequestInit);
      const res = await c.handler(request, ctx(c.params));
      const read = state.pulled * CHUNK;
      expect(read, `${label} read ${read} bytes`).toBeLessThanOrEqual(capOf(label) + 2 * CHUNK);
      expect(res.status, label).toBeLessThan(500);
    },
  );
});
