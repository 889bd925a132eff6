import { beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { eq } from "drizzle-orm";
import { POST as importCsv } from "@/app/api/admin/machines/import/route";
import { GET as list, POST as create } from "@/app/api/admin/machines/route";
import { GET as labels } from "@/app/api/admin/machines/labels/route";
import { GET as label } from "@/app/api/admin/machines/[id]/label/route";
import { auditLog } from "@/modules/audit/schema";
import { machines, operators } from "@/modules/machines/schema";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { addGame } from "../support/portal";

let cookie = "";
let galaxy = "";

beforeAll(async () => {
  cookie = await signInCookie("sales");
  galaxy = await addGame("Galaxy Racer", 2);
  await addGame("Pinball Wizard", 1);
});

const csv = (rows: string[]) =>
  ["serial,game,company,contact_name,whatsapp,email,country,install_date,notes", ...rows].join(
    "\n",
  );
const send = (text: string) =>
  importCsv(
    adminRequest(cookie, "/api/admin/machines/import", {
      method: "POST",
      body: text,
      headers: { "content-type": "text/csv" },
    }),
    ctx({}),
  );

describe("importing machines from a CSV", () => {
  it("registers the good rows, one operator per venue, and reports each refused row with why", async () => {
    const res = await send(
      csv([
        "GR-100,Galaxy Racer,Fun Hall,Ana Pérez,+34 600 111 222,,ES,2026-01-15,By the door",
        "GR-101,galaxy racer,Fun Hall,Ana Pérez,+34600111222,,ES,2026-01-15,",
        "PW-100,Pinball Wizard,Fun Hall,Ana Pérez,+34600111222,,ES,2020-01-15,",
        "XX-1,Space Invaders,Fun Hall,Ana,+34600111222,,ES,2026-01-15,",
        "XX-2,Galaxy Racer,Bar Luc,Luc,,,FR,2026-01-15,",
      ]),
    );
    expect(res.status).toBe(200);
    const report = await res.json();
    expect(report.imported.map((r: { serial: string }) => r.serial)).toEqual([
      "GR-100",
      "GR-101",
      "PW-100",
    ]);
    expect(report.rejected).toEqual([
      { line: 5, serial: "XX-1", problems: ['game: No game is called "Space Invaders"'] },
      {
        line: 6,
        serial: "XX-2",
        problems: ["A WhatsApp number or an email address is required"],
      },
    ]);
    const db = await getDb();
    expect(await db.select().from(operators)).toHaveLength(1);
    const rows = await db.select().from(machines).where(eq(machines.serial, "GR-100"));
    expect(rows[0]).toMatchObject({
      gameId: galaxy,
      installDate: "2026-01-15",
      notes: "By the door",
    });
    const trail = await db.select().from(auditLog).where(eq(auditLog.entity, "machine"));
    expect(trail.map((t) => t.action)).toContain("import");
  });

  it("refuses a serial already registered (in any letter case) and keeps the rest", async () => {
    const res = await send(
      csv([
        "gr-100,Galaxy Racer,Fun Hall,Ana,+34600111222,,ES,2026-01-15,",
        "GR-102,Galaxy Racer,Fun Hall,Ana,+34600111222,,ES,2026-01-15,",
      ]),
    );
    const report = await res.json();
    expect(report.rejected).toEqual([
      {
        line: 2,
        serial: "gr-100",
        problems: ["A machine with this serial number is already registered"],
      },
    ]);
    expect(report.imported).toHaveLength(1);
  });

  it("refuses a file that is not a machines CSV as a whole", async () => {
    const res = await send("name,email\nA,b@c.d\n");
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/^Missing columns: serial, game/);
  });
});

describe("registering one machine and listing them", () => {
  it("registers a machine with a new operator and refuses its serial twice", async () => {
    const body = {
      serial: "GR-200",
      gameId: galaxy,
      installDate: "2025-06-01",
      operator: {
        company: "Arcade Zone",
        contactName: "Kim",
        email: "kim@example.com",
        country: "de",
      },
    };
    const post = () =>
      create(adminRequest(cookie, "/api/admin/machines", { method: "POST", json: body }), ctx({}));
    expect((await post()).status).toBe(201);
    const again = await post();
    expect(again.status).toBe(409);
    expect((await again.json()).error.message).toBe(
      "A machine with this serial number is already registered",
    );
  });

  it("searches, pages and gives the warranty's last day from the game's years", async () => {
    const res = await list(adminRequest(cookie, "/api/admin/machines?q=arcade%20zone"), ctx({}));
    const page = await res.json();
    expect(page.total).toBe(1);
    expect(page.machines[0]).toMatchObject({
      serial: "GR-200",
      warrantyEnd: "2027-05-31",
      company: "Arcade Zone",
    });
  });
});

describe("labels", () => {
  it("prints one A6 label per machine, and four to an A4 sheet", async () => {
    const all = (await (await list(adminRequest(cookie, "/api/admin/machines"), ctx({}))).json())
      .machines as { id: string }[];
    const one = await label(
      adminRequest(cookie, `/api/admin/machines/${all[0]!.id}/label`),
      ctx({ id: all[0]!.id }),
    );
    expect(one.headers.get("content-type")).toBe("application/pdf");
    const a6 = await PDFDocument.load(await one.arrayBuffer());
    const [w, h] = [a6.getPage(0).getWidth(), a6.getPage(0).getHeight()];
    expect([Math.round(w), Math.round(h)]).toEqual([298, 420]);

    const ids = all.map((m) => m.id).join(",");
    const sheet = await labels(
      adminRequest(cookie, `/api/admin/machines/labels?ids=${ids}`),
      ctx({}),
    );
    const doc = await PDFDocument.load(await sheet.arrayBuffer());
    expect(all).toHaveLength(5);
    expect(doc.getPageCount()).toBe(2);
    expect(Math.round(doc.getPage(0).getWidth())).toBe(595);
  });
});
