import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as getDocument } from "@/app/api/admin/orders/[id]/documents/[kind]/route";
import { PUT as putSettings } from "@/app/api/admin/orders/settings/route";
import { gameDimensions, games } from "@/modules/catalog/schema";
import { leads } from "@/modules/leads/schema";
import { orders } from "@/modules/orders/schema";
import { orderDocument } from "@/modules/orders/server";
import { createOrderFromQuote } from "@/modules/orders/server/create";
import type { QuoteLine } from "@/modules/quotes/schema";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInAs } from "../setup/auth";
import { sentQuoteForNewLead } from "../support/orders";
import { pdfText } from "../support/pdf-text";

// The order's documents as the buyer and customs read them: drawn from the order's frozen lines,
// the owner's bank details and the catalogue's packaged sizes, read back from the PDF as text.
let owner: Awaited<ReturnType<typeof signInAs>>;
let sales: Awaited<ReturnType<typeof signInAs>>;
let editor: Awaited<ReturnType<typeof signInAs>>;

const BANK = {
  businessName: "Arcadia Machines Ltd",
  businessAddress: "12 Harbour Road\nGuangzhou 510000, China",
  bankBeneficiary: "Arcadia Machines Ltd",
  bankName: "Harbour Commercial Bank",
  bankAccount: "de89 3704 0044 0532 0130 00",
  bankSwift: "deut deff",
  bankAddress: "1 Bank Street, Frankfurt",
};

async function game(title: string, packaged: object, assembled: object, customs: object) {
  const db = await getDb();
  const [g] = await db
    .insert(games)
    .values({ title, category: "Racing", ...customs })
    .returning();
  await db
    .insert(gameDimensions)
    .values([
      { gameId: g!.id, type: "packaged", ...packaged } as typeof gameDimensions.$inferInsert,
      { gameId: g!.id, type: "assembled", ...assembled } as typeof gameDimensions.$inferInsert,
    ]);
  return g!;
}

const line = (l: Partial<QuoteLine> & Pick<QuoteLine, "description" | "unitMinor">): QuoteLine => ({
  kind: "game",
  gameId: null,
  quantity: 1,
  discountBp: 0,
  ...l,
});

/**
 * Two racing cabinets (packed 120 × 80 × 200 cm, 150 kg; 130 kg unpacked) and a basketball
 * machine measured in inches and pounds (packed 40 × 30 × 70 in, 200 lbs; 180 lbs unpacked),
 * with freight: 2 × 10,000.00 + 8,000.00 + 1,500.00 = 29,500.00 USD, deposit 30% = 8,850.00.
 */
async function twoGameOrder(language = "en") {
  const racer = await game(
    "Galaxy Racer",
    { width: 120, depth: 80, height: 200, weight: 150 },
    { width: 110, depth: 70, height: 190, weight: 130 },
    { hsCode: "9504.50", countryOfOrigin: "CN" },
  );
  const hoops = await game(
    "Hoop Fever",
    { width: 40, depth: 30, height: 70, dimensionUnit: "in", weight: 200, weightUnit: "lbs" },
    { width: 36, depth: 28, height: 66, dimensionUnit: "in", weight: 180, weightUnit: "lbs" },
    { hsCode: "9504900000", countryOfOrigin: "TW" },
  );
  const lines = [
    line({ gameId: racer.id, description: "Galaxy Racer", quantity: 2, unitMinor: 10_000_00 }),
    line({ gameId: hoops.id, description: "Hoop Fever", unitMinor: 8_000_00 }),
    line({ kind: "freight", description: "Sea freight", unitMinor: 1_500_00 }),
  ];
  const { quote, lead } = await sentQuoteForNewLead({
    status: "accepted",
    lines,
    subtotalMinor: 29_500_00,
    totalMinor: 29_500_00,
    buyerEmail: "buyer@example.com",
  });
  const db = await getDb();
  await db.update(leads).set({ language, location: "Dubai Marina" }).where(eq(leads.id, lead.id));
  const order = await db.transaction((tx) =>
    createOrderFromQuote(tx, quote, { origin: "accepted" }, null, new Date()),
  );
  return order!;
}

const download = (who: { cookie: string } | null, id: string, kind: string, query = "") =>
  getDocument(
    adminRequest(who?.cookie ?? "", `/api/admin/orders/${id}/documents/${kind}${query}`),
    ctx({ id, kind }),
  );

async function textOf(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const { lines } = await pdfText(new Uint8Array(await res.arrayBuffer()));
  return lines.map((l) => l.replace(/\s+/g, " ").trim()).join("\n");
}

beforeAll(async () => {
  owner = await signInAs("owner");
  sales = await signInAs("sales");
  editor = await signInAs("editor");
  const res = await putSettings(
    adminRequest(owner.cookie, "/api/admin/orders/settings", {
      method: "PUT",
      json: { depositPercent: "30", depositDays: 7, ...BANK },
    }),
    ctx({}),
  );
  expect(res.status).toBe(200);
});

describe("order documents", () => {
  it("the pro-forma invoice shows the order number, the deposit and balance due and where to pay", async () => {
    const o = await twoGameOrder();
    const text = await textOf(await download(sales, o.id, "proforma"));
    expect(text).toContain(`Pro-forma invoice ${o.number}`);
    expect(text).toContain("$29,500.00");
    // 30% of 29,500.00 and the rest, as the order stores them (integer cents).
    expect(text).toMatch(/Deposit \(30%\), due by .*\$8,850\.00/);
    expect(text).toMatch(/Balance, due before shipping.*\$20,650\.00/);
    expect(text).toContain("Harbour Commercial Bank");
    // The IBAN checked and stored without spaces, printed in groups of four; the BIC in capitals.
    expect(text).toContain("DE89 3704 0044 0532 0130 00");
    expect(text).toContain("DEUTDEFF");
    expect(text).toContain("1 Bank Street, Frankfurt");
    expect(text).toContain(`Please give ${o.number} as the payment reference.`);
    expect(text).toContain("Guangzhou 510000, China");
    expect(text).toContain("Dubai Marina");
    expect(text).toContain("buyer@example.com");
  });

  it("the packing list adds up the packages, net and gross weight and volume of a two-game order", async () => {
    const o = await twoGameOrder();
    const text = await textOf(await download(owner, o.id, "packing-list"));
    // Racers: 2 × 150 kg gross, 2 × 130 kg net, 2 × (120 × 80 × 200 cm³ = 1,920,000 cm³).
    // Hoops: 200 lbs × 0.45359237 = 90.718 kg gross, 180 lbs = 81.647 kg net, and
    // 40 × 30 × 70 in = 101.6 × 76.2 × 177.8 cm = 1,376,513 cm³.
    const net = 2 * 130_000 + 81_647; // grams: 341,647
    const gross = 2 * 150_000 + 90_718; // grams: 390,718
    const volume = 2 * 1_920_000 + 1_376_513; // cm³: 5,216,513
    expect([net, gross, volume]).toEqual([341_647, 390_718, 5_216_513]);
    expect(text).toMatch(/Packages in total\s*3/);
    expect(text).toMatch(/Net weight\s*341\.65 kg/);
    expect(text).toMatch(/Gross weight\s*390\.72 kg/);
    expect(text).toMatch(/Volume\s*5\.217 m³/);
    // Each line: its packages, size in cm and its own weights and volume.
    expect(text).toMatch(/2 120 × 80 × 200 260\.00 300\.00 3\.840\s*Galaxy Racer/);
    expect(text).toMatch(/1 102 × 76 × 178 81\.65 90\.72 1\.377\s*Hoop Fever/);
    expect(text).toContain("HS code: 9504.50 · Origin: CN");
    expect(text).not.toContain("Sea freight");
  });

  it("the commercial invoice carries each game's HS code and origin, the incoterm and both parties", async () => {
    const o = await twoGameOrder();
    const before = await textOf(await download(sales, o.id, "commercial-invoice"));
    expect(before).toMatch(/Incoterm\s*To be agreed/);
    const db = await getDb();
    await db.update(orders).set({ incoterm: "FOB", carrier: "Maersk" }).where(eq(orders.id, o.id));
    const text = await textOf(await download(sales, o.id, "commercial-invoice"));
    expect(text).toContain(`Commercial invoice ${o.number}`);
    expect(text).toMatch(/Incoterm\s*FOB/);
    expect(text).toContain("HS code: 9504.50 · Origin: CN");
    expect(text).toContain("HS code: 9504900000 · Origin: TW");
    expect(text).toContain("$29,500.00");
    expect(text).toMatch(/Gross weight\s*390\.72 kg/);
    expect(text).toContain("Arcadia Machines Ltd");
    expect(text).toContain("Dubai Marina");
  });

  it("is drawn in the buyer's language, Arabic joined and right to left, or in the one asked for", async () => {
    const o = await twoGameOrder("ar");
    const text = await textOf(await download(sales, o.id, "proforma"));
    expect(text).toContain("فاتورة مبدئية");
    expect(text).toContain("المستفيد");
    // Latin data keeps its own direction inside the Arabic page.
    expect(text).toContain("12 Harbour Road");
    expect(text).toContain("1 Bank Street, Frankfurt");
    expect(text).toContain("الدفعة المقدمة");
    expect(text).toContain("8,850.00");
    // Logical order, not the letters reversed.
    expect(text).not.toContain("ةيئدبم");
    const packing = await textOf(await download(sales, o.id, "packing-list"));
    expect(packing).toContain("قائمة التعبئة");
    expect(packing).toContain("341.65");
    const english = await textOf(await download(sales, o.id, "proforma", "?locale=en"));
    expect(english).toContain("Pro-forma invoice");
    const bad = await download(sales, o.id, "proforma", "?locale=xx");
    expect(bad.status).toBe(400);
  });

  it("is what the buyer's portal will call: orderDocument(orderId, kind, locale)", async () => {
    const o = await twoGameOrder();
    const { pdf, filename } = await orderDocument(o.id, "packing-list", "de");
    expect(filename).toBe(`${o.number}-packing-list.pdf`);
    const text = (await pdfText(pdf)).lines.join("\n");
    expect(text).toContain(`Packliste ${o.number}`);
    expect(text).toContain("390,72 kg");
  });

  it("is refused without a session or a role that reads orders; unknown orders and kinds are 404s", async () => {
    const o = await twoGameOrder();
    expect((await download(null, o.id, "proforma")).status).toBe(401);
    expect((await download(editor, o.id, "proforma")).status).toBe(403);
    const missing = await download(sales, "00000000-0000-4000-8000-000000000000", "proforma");
    expect(missing.status).toBe(404);
    expect((await download(sales, "not-a-uuid", "proforma")).status).toBe(404);
    expect((await download(sales, o.id, "invoice")).status).toBe(404);
  });
});

describe("the business and bank details", () => {
  const put = (json: object, who = owner) =>
    putSettings(
      adminRequest(who.cookie, "/api/admin/orders/settings", {
        method: "PUT",
        json: { depositPercent: "30", depositDays: 7, ...BANK, ...json },
      }),
      ctx({}),
    );
  const fields = async (res: Response) =>
    ((await res.json()) as { error: { details?: { fields?: Record<string, string> } } }).error
      .details?.fields;

  it("are checked on the server: an IBAN's check digits, a SWIFT/BIC's shape, each field named", async () => {
    const iban = await put({ bankAccount: "DE89 3704 0044 0532 0130 01" });
    expect(iban.status).toBe(400);
    expect(await fields(iban)).toMatchObject({ bankAccount: expect.stringContaining("IBAN") });
    const swift = await put({ bankSwift: "DEUT" });
    expect(swift.status).toBe(400);
    expect(await fields(swift)).toMatchObject({ bankSwift: expect.stringContaining("SWIFT") });
    const local = await put({ bankAccount: "0123-456789-01" });
    expect(local.status).toBe(200);
    expect(await local.json()).toMatchObject({ bankAccount: "0123-456789-01" });
    expect((await put({}, sales)).status).toBe(403);
    // Left out, they stay as saved (a client that only sends the terms keeps them).
    const terms = await putSettings(
      adminRequest(owner.cookie, "/api/admin/orders/settings", {
        method: "PUT",
        json: { depositPercent: "25", depositDays: 10 },
      }),
      ctx({}),
    );
    expect(await terms.json()).toMatchObject({ depositBp: 2500, bankName: BANK.bankName });
    expect((await put({})).status).toBe(200);
  });
});
