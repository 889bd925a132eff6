import { describe, expect, it } from "vitest";
import { CsvError, parseMachineCsv } from "@/modules/machines/server/csv-rows";

const HEADER = "serial,game,company,contact_name,whatsapp,email,country,install_date,notes";

describe("a machines CSV", () => {
  it("reads good rows into machines and operators, numbers in E.164", () => {
    const rows = parseMachineCsv(
      `${HEADER}\nSN-001,Galaxy Racer,Fun Hall,Ana Pérez,600 111 222,,ES,2026-01-15,"Hall 2, by the door"\n`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      line: 2,
      serial: "SN-001",
      game: "Galaxy Racer",
      problems: [],
    });
    expect(rows[0]!.machine).toMatchObject({
      serial: "SN-001",
      installDate: "2026-01-15",
      notes: "Hall 2, by the door",
      operator: {
        company: "Fun Hall",
        contactName: "Ana Pérez",
        whatsapp: "+34600111222",
        country: "ES",
      },
    });
  });

  it("says why each bad row is refused, on its spreadsheet line, and keeps the good ones", () => {
    const rows = parseMachineCsv(
      [
        HEADER,
        "SN-1,Galaxy Racer,Fun Hall,Ana,+34600111222,,ES,2026-01-15,",
        "SN-2,Galaxy Racer,Fun Hall,Ana,12,,ES,2026-01-15,",
        "SN-3,Galaxy Racer,Fun Hall,Ana,,,ES,2026-01-15,",
        "SN-4,Galaxy Racer,Fun Hall,Ana,,ana@example.com,ES,2026-02-30,",
        "sn-1,Galaxy Racer,Fun Hall,Ana,,ana@example.com,ES,2026-01-15,",
        ",,Fun Hall,Ana,,ana@example.com,Spain,2026-01-15,",
      ].join("\n"),
    );
    expect(rows.map((r) => [r.line, r.problems])).toEqual([
      [2, []],
      [3, ["Please enter a valid WhatsApp number"]],
      [4, ["A WhatsApp number or an email address is required"]],
      [5, ["Install date must be a date like 2026-01-31"]],
      [6, ["Serial number sn-1 is also on line 2"]],
      [
        7,
        [
          "game: Game is required",
          "Country must be a two-letter code such as ES",
          "Serial number is required",
        ],
      ],
    ]);
    expect(rows.filter((r) => r.machine).map((r) => r.serial)).toEqual(["SN-1", "sn-1"]);
  });

  it("accepts headers in any case and order, with a byte-order mark", () => {
    const rows = parseMachineCsv(
      "\uFEFFInstall Date,Serial,Game,Country,Company,Contact Name,Email\n2026-03-01,X1,Pinball,FR,Bar,Luc,LUC@EXAMPLE.COM\n",
    );
    expect(rows[0]!.problems).toEqual([]);
    expect(rows[0]!.machine?.operator?.email).toBe("luc@example.com");
  });

  it("refuses a file without the required columns or that is not CSV", () => {
    expect(() => parseMachineCsv("serial,game\nA,B\n")).toThrow(
      new CsvError("Missing columns: company, contact_name, country, install_date"),
    );
    expect(() => parseMachineCsv("")).toThrow(CsvError);
    expect(() => parseMachineCsv(`${HEADER}\n"SN-1,unclosed`)).toThrow(CsvError);
  });
});
