import fs from "node:fs/promises";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as importCsv } from "@/app/api/admin/machines/import/route";
import { POST as fileClaim } from "@/app/api/portal/machines/[serial]/claims/route";
import { claims, machines } from "@/modules/machines/schema";
import {
  CLAIM_STORAGE_QUOTA,
  CLAIM_UPLOADS_IN_FLIGHT,
  CLAIMS_PER_HOUR,
} from "@/modules/machines/server/file-claim";
import { getDb } from "@/platform/db/client";
import { rateLimitEvents } from "@/platform/rate-limit/schema";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { addGame, operatorCookie, ORIGIN, pngBytes, turnWhatsappOn } from "../support/portal";

// A signed-in operator cannot exhaust the server's memory or disk through the claim form: the
// form streams with a limit per part, claims are counted per hour, uploads in flight are few, the
// stored bytes have a quota, and whatever a refused claim had stored is removed.
const MiB = 1024 * 1024;
const OPERATORS = ["+34600800001", "+34600800002", "+34600800003", "+34600800004"];
const cookies: string[] = [];
let png: Buffer;

beforeAll(async () => {
  await turnWhatsappOn();
  const sales = await signInCookie("sales");
  await addGame("Limit Racer", 2);
  const recent = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const csv = [
    "serial,game,company,contact_name,whatsapp,email,country,install_date,language",
    ...OPERATORS.map((n, i) => `LM-${i},Limit Racer,Hall ${i},Op ${i},${n},,ES,${recent},es`),
  ].join("\n");
  const res = await importCsv(
    adminRequest(sales, "/api/admin/machines/import", {
      method: "POST",
      body: csv,
      headers: { "content-type": "text/csv" },
    }),
    ctx({}),
  );
  expect((await res.json()).rejected).toEqual([]);
  for (const [i, n] of OPERATORS.entries()) cookies.push(await operatorCookie(n, `10.62.0.${i}`));
  png = await pngBytes();
});

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; bytes: () => AsyncIterable<Uint8Array> };

const BOUNDARY = "----claim-limits-test";
const enc = (s: string) => new TextEncoder().encode(s);

/** A multipart body made as it is read, counting the bytes the server pulled. */
function multipart(parts: Part[]) {
  const state = { pulled: 0 };
  async function* chunks() {
    for (const p of parts) {
      if ("value" in p) {
        yield enc(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n`);
        yield enc(`${p.value}\r\n`);
        continue;
      }
      yield enc(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.filename}"\r\nContent-Type: ${p.type}\r\n\r\n`,
      );
      for await (const c of p.bytes()) yield c;
      yield enc("\r\n");
    }
    yield enc(`--${BOUNDARY}--\r\n`);
  }
  const it = chunks();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await it.next();
      if (next.done) return controller.close();
      state.pulled += next.value.byteLength;
      controller.enqueue(next.value);
    },
  });
  return { body, state };
}

async function* once(bytes: Uint8Array) {
  yield bytes;
}

function post(operator: number, parts: Part[]) {
  const { body, state } = multipart(parts);
  const serial = `LM-${operator}`;
  const request = new Request(`${ORIGIN}/api/portal/machines/${serial}/claims`, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      "x-client-ip": `10.62.1.${operator}`,
      cookie: cookies[operator]!,
      "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
    },
    body,
    duplex: "half",
  } as RequestInit);
  return { response: fileClaim(request, ctx({ serial })), state };
}

const fields = (description = "The wheel does not turn"): Part[] => [
  { name: "kind", value: "repair" },
  { name: "description", value: description },
];
const photo = (name = "wheel.png"): Part => ({
  name: "photos",
  filename: name,
  type: "image/png",
  bytes: () => once(png),
});

/** Every file of the local store: objects, their headers' sidecars and temporary files. */
async function storedFiles(): Promise<string[]> {
  const dir = path.join(process.env.DATA_DIR!, "storage");
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}
const claimObjects = async () =>
  (await storedFiles()).filter((f) => f.startsWith(path.join("game-media", "portal", "claims")));

async function claimsOf(operator: number): Promise<number> {
  const db = await getDb();
  const [m] = await db
    .select()
    .from(machines)
    .where(eq(machines.serial, `LM-${operator}`));
  const [row] = await db
    .select({ n: count() })
    .from(claims)
    .where(eq(claims.operatorId, m!.operatorId));
  return row!.n;
}

async function errorOf(res: Response, status: number) {
  expect(res.status).toBe(status);
  return (await res.json()).error as { message: string; code: string };
}

describe("a claim's files", () => {
  it("stream with a limit per part: an endless photo is refused at its size, not read whole", async () => {
    const before = await storedFiles();
    const { response, state } = post(0, [
      ...fields(),
      {
        name: "photos",
        filename: "huge.png",
        type: "image/png",
        bytes: async function* () {
          yield png.subarray(0, png.length - 12); // a PNG's start, then no end
          for (let i = 0; i < 60; i++) yield new Uint8Array(MiB);
        },
      },
    ]);
    const error = await errorOf(await response, 413);
    expect(error.message).toMatch(/less than 5MB/);
    // The photo's 5 MB and what the streams between hold (a few chunks), not the 60 MiB sent
    // (within the form's 76 MiB cap, so a body read whole before parsing would take it all).
    expect(state.pulled).toBeLessThan(12 * MiB);
    expect(await storedFiles()).toEqual(before);
    expect(await claimsOf(0)).toBe(0);
  });

  it("already stored are removed when a later file is refused, and no claim is kept", async () => {
    const before = await storedFiles();
    const { response } = post(0, [
      ...fields(),
      photo("one.png"),
      photo("two.png"),
      {
        name: "video",
        filename: "clip.mp4",
        type: "video/mp4",
        bytes: () => once(enc("not a video at all")),
      },
    ]);
    expect((await errorOf(await response, 415)).code).toBe("UNSUPPORTED_TYPE");
    expect(await storedFiles()).toEqual(before);
    expect(await claimsOf(0)).toBe(0);
  });

  it("already stored are removed when a text sent after them is refused", async () => {
    const before = await storedFiles();
    const { response } = post(0, [
      { name: "kind", value: "repair" },
      photo(),
      { name: "description", value: "" },
    ]);
    expect((await errorOf(await response, 400)).message).toBe("Description is required");
    expect(await storedFiles()).toEqual(before);
    expect(await claimsOf(0)).toBe(0);
  });

  it("are kept with their claim when everything passes", async () => {
    const before = (await claimObjects()).length;
    const { response } = post(0, [...fields(), photo("a.png"), photo("b.png")]);
    expect((await response).status).toBe(201);
    expect((await claimObjects()).length).toBe(before + 2);
  });
});

describe("an operator's claims", () => {
  it(`are limited to ${CLAIMS_PER_HOUR} per hour, with a clear 429`, async () => {
    for (let i = 0; i < CLAIMS_PER_HOUR; i++)
      expect((await post(1, fields(`Fault ${i}`)).response).status).toBe(201);
    const error = await errorOf(await post(1, fields("One more")).response, 429);
    expect(error.code).toBe("RATE_LIMITED");
    expect(error.message).toMatch(/^Too many claims filed\. Please try again in \d+ minutes?\.$/);
    expect(await claimsOf(1)).toBe(CLAIMS_PER_HOUR);
  });

  it(`upload at most ${CLAIM_UPLOADS_IN_FLIGHT} at a time; a finished or broken upload frees its place`, async () => {
    const db = await getDb();
    const inFlight = async () =>
      (
        await db
          .select({ n: count() })
          .from(rateLimitEvents)
          .where(and(eq(rateLimitEvents.bucket, "portal-claim-uploads")))
      )[0]!.n;
    const objects = (await claimObjects()).length;
    // Each upload's own gate: under load the second request's body may reach its gate first.
    const gates = new Map<string, { open: () => void; fail: () => void }>();
    const slow = (which: string): Part => ({
      name: "video",
      filename: "clip.mp4",
      type: "video/mp4",
      bytes: async function* () {
        yield new Uint8Array(64 * 1024);
        await new Promise<void>((resolve, reject) =>
          gates.set(which, { open: resolve, fail: () => reject(new Error("connection lost")) }),
        );
      },
    });
    const first = post(2, [...fields("Slow one"), slow("first")]).response;
    const second = post(2, [...fields("Slow two"), slow("second")]).response;
    await expect.poll(inFlight, { timeout: 10_000 }).toBe(CLAIM_UPLOADS_IN_FLIGHT);
    await expect.poll(() => gates.size, { timeout: 10_000 }).toBe(2);

    const error = await errorOf(await post(2, fields("Third")).response, 429);
    expect(error.message).toBe(
      `Your other claims are still uploading (at most ${CLAIM_UPLOADS_IN_FLIGHT} at a time). Wait for them to finish, then send this one again.`,
    );

    gates.get("first")!.fail();
    expect((await first).status).toBe(400);
    gates.get("second")!.open(); // ends the clip short: not a video by its content
    expect((await second).status).toBe(415);
    expect(await inFlight()).toBe(0);
    expect((await post(2, [...fields("Now it goes"), photo()]).response).status).toBe(201);
    expect((await claimObjects()).length).toBe(objects + 1);
    expect(await claimsOf(2)).toBe(1);
  });

  it("keep their files within a storage quota: past it a clear 413, and nothing is kept", async () => {
    const db = await getDb();
    const [m] = await db.select().from(machines).where(eq(machines.serial, "LM-3"));
    // Earlier claims that nearly fill the quota (the sizes are what counts).
    await db.insert(claims).values({
      machineId: m!.id,
      operatorId: m!.operatorId,
      kind: "repair",
      description: "Earlier",
      files: [
        {
          path: "portal/claims/earlier/a.mp4",
          contentType: "video/mp4",
          size: CLAIM_STORAGE_QUOTA - 10,
          name: "a.mp4",
        },
      ],
    });
    const before = await storedFiles();
    const error = await errorOf(
      await post(3, [...fields(), photo("one.png"), photo("two.png")]).response,
      413,
    );
    expect(error.code).toBe("STORAGE_FULL");
    expect(error.message).toMatch(/filled the space kept for your venue/);
    expect(await storedFiles()).toEqual(before);
    expect(await claimsOf(3)).toBe(1);
    // A request without files still goes.
    expect((await post(3, fields("Parts only")).response).status).toBe(201);
  });
});
