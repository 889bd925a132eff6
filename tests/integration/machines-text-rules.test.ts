import { beforeAll, describe, expect, it } from "vitest";
import { POST as importCsv } from "@/app/api/admin/machines/import/route";
import { POST as createMachine } from "@/app/api/admin/machines/route";
import { POST as fileClaim } from "@/app/api/portal/machines/[serial]/claims/route";
import { adminRequest, ctx, signInCookie } from "../setup/auth";
import { addGame, operatorCookie, portalRequest, turnWhatsappOn } from "../support/portal";

// Machine, operator and claim texts follow the shared text rules: a NUL byte or a lone surrogate
// is a 400 naming the field, never a database error (500).
const ANA = "+34600700001";
let sales = "";
let ana = "";
let gameId = "";

beforeAll(async () => {
  await turnWhatsappOn();
  sales = await signInCookie("sales");
  gameId = await addGame("Text Racer", 2);
  const recent = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const csv = [
    "serial,game,company,contact_name,whatsapp,email,country,install_date,language",
    `TX-1,Text Racer,Fun Hall,Ana,${ANA},,ES,${recent},es`,
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
  ana = await operatorCookie(ANA, "10.61.0.1");
});

async function fieldsOf(res: Response) {
  expect(res.status).toBe(400);
  const body = await res.json();
  expect(body.error.code).toBe("VALIDATION");
  return body.error.details.fields as Record<string, string>;
}

const machine = (over: Record<string, unknown>, operator: Record<string, unknown> = {}) =>
  createMachine(
    adminRequest(sales, "/api/admin/machines", {
      method: "POST",
      json: {
        serial: `TX-${Math.random().toString(36).slice(2, 8)}`,
        gameId,
        installDate: "2026-01-31",
        operator: {
          company: "Bar Sur",
          contactName: "Eva",
          whatsapp: "+34600700002",
          country: "ES",
          ...operator,
        },
        ...over,
      },
    }),
    ctx({}),
  );

describe("machine and operator texts", () => {
  it("refuse a lone surrogate in the notes with the field's message", async () => {
    expect((await fieldsOf(await machine({ notes: "wheel \ud800 loose" }))).notes).toBe(
      "Notes contains invalid characters",
    );
  });

  it("refuse a NUL byte in the operator's company with the field's message", async () => {
    expect(
      (await fieldsOf(await machine({}, { company: "Bar\u0000Sur" })))["operator.company"],
    ).toBe("Company must not contain control characters");
  });

  it("still take ordinary multi-line notes", async () => {
    expect((await machine({ notes: "Line one\nLine two" })).status).toBe(201);
  });
});

describe("claim texts", () => {
  const post = (description: string) => {
    const form = new FormData();
    form.set("kind", "repair");
    form.set("description", description);
    return fileClaim(
      portalRequest("/api/portal/machines/TX-1/claims", {
        method: "POST",
        cookie: ana,
        body: form,
      }),
      ctx({ serial: "TX-1" }),
    );
  };

  it("refuse a NUL byte in the description with the field's message", async () => {
    expect((await fieldsOf(await post("The coin slot\u0000 jams"))).description).toBe(
      "Description must not contain control characters",
    );
  });

  it("keep line breaks in the description", async () => {
    expect((await post("The coin slot jams.\r\nEvery time.")).status).toBe(201);
  });
});
