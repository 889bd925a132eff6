import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "@/platform/lists/csv";
import { chatLink, mapsLink, nextSort } from "@/modules/leads/admin/leads-view";
import { zodResolver } from "@hookform/resolvers/zod";
import { createFormControl } from "react-hook-form";
import { leadFormSchema, leadSchema, type LeadFormValues } from "@/modules/leads/validation";

describe("lead list helpers", () => {
  it("toggles the current column and starts a new column descending", () => {
    expect(nextSort({ sort: "created_at", dir: "desc" }, "created_at")).toEqual({
      sort: "created_at",
      dir: "asc",
    });
    expect(nextSort({ sort: "created_at", dir: "asc" }, "created_at")).toEqual({
      sort: "created_at",
      dir: "desc",
    });
    expect(nextSort({ sort: "created_at", dir: "asc" }, "name")).toEqual({
      sort: "name",
      dir: "desc",
    });
  });

  it("builds the chat link from the digits and a maps search link", () => {
    expect(chatLink("+1 (555) 123-4567")).toBe("https://wa.me/15551234567");
    expect(mapsLink("Main St & 5th, Austin")).toBe(
      "https://www.google.com/maps/search/?api=1&query=Main%20St%20%26%205th%2C%20Austin",
    );
  });

  it("quotes every CSV cell and neutralises a leading formula character", () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell("+15551234567")).toBe(`"'+15551234567"`);
    expect(csvCell("-1")).toBe(`"'-1"`);
    expect(csvCell("@sum")).toBe(`"'@sum"`);
    expect(csvCell("\t=1")).toBe(`"'\t=1"`);
    expect(csvCell("\r=1")).toBe(`"'\r=1"`);
    // Full-width = and + are read as formulas by some East Asian spreadsheets.
    expect(csvCell("\uFF1D1+1")).toBe(`"'\uFF1D1+1"`);
    // In a locale whose separator is ";", the quoted cell stays one cell and starts with x.
    expect(csvCell("x;=1+1")).toBe('"x;=1+1"');
    expect(csvCell("Austin, TX")).toBe('"Austin, TX"');
    expect(csvCell("Ana")).toBe('"Ana"');
    expect(csvCell(null)).toBe('""');
    expect(toCsv(["a", "b"], [["1", "line\nbreak"]])).toBe('"a","b"\r\n"1","line\nbreak"\r\n');
  });
});

describe("pricing form schema", () => {
  const base = {
    whatsapp: "5551234567",
    countryCode: "+1",
    name: "Ana",
    location: "Austin",
    gameId: "00000000-0000-4000-8000-000000000000",
  };
  const msg = (over: object) => {
    const r = leadSchema.safeParse({ ...base, ...over });
    return r.success ? "ok" : r.error.issues[0]!.message;
  };
  it("keeps digits only and checks 1 to 14 digits", () => {
    expect(leadSchema.parse({ ...base, whatsapp: "(555) 123-4567" }).whatsapp).toBe("5551234567");
    expect(msg({ whatsapp: "" })).toBe("Please enter a WhatsApp number");
    // 1 to 14 digits, and a length some number of the country code can have.
    expect(msg({ whatsapp: "1" })).toBe("This number is too short for +1");
    expect(msg({ whatsapp: "5".repeat(11) })).toBe("This number is too long for +1");
    expect(msg({ countryCode: "+49", whatsapp: "1".repeat(14) })).toBe("ok");
    expect(msg({ whatsapp: "1".repeat(15) })).toBe("Please enter a valid WhatsApp number");
    expect(msg({ name: "  " })).toBe("Please enter your name");
    expect(msg({ countryCode: "+2" })).toBe("Please choose a country code");
  });
});

describe("the pricing dialog's steps (react-hook-form over leadFormSchema)", () => {
  const form = (values: Partial<LeadFormValues>) =>
    createFormControl<LeadFormValues>({
      resolver: zodResolver(leadFormSchema) as never,
      defaultValues: { whatsapp: "", countryCode: "+44", name: "", location: "", ...values },
    });
  const stepError = async (values: Partial<LeadFormValues>, fields: (keyof LeadFormValues)[]) => {
    const f = form(values);
    const ok = await f.trigger(fields);
    const errors = f.control._formState.errors;
    return {
      ok,
      messages: Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, e?.message])),
    };
  };

  it("checks only the step's fields, with the schema's messages and the number's length", async () => {
    expect(await stepError({}, ["whatsapp", "countryCode"])).toEqual({
      ok: false,
      messages: { whatsapp: "Please enter a WhatsApp number" },
    });
    expect(await stepError({ whatsapp: "1".repeat(15) }, ["whatsapp", "countryCode"])).toEqual({
      ok: false,
      messages: { whatsapp: "Please enter a valid WhatsApp number" },
    });
    // The later steps are still empty: the number's step passes on its own.
    expect(await stepError({ whatsapp: "12345" }, ["whatsapp", "countryCode"])).toEqual({
      ok: false,
      messages: { whatsapp: "This number is too short for +44" },
    });
    expect(await stepError({ whatsapp: "7700900123" }, ["whatsapp", "countryCode"])).toEqual({
      ok: true,
      messages: {},
    });
    expect(await stepError({ whatsapp: "12345", name: "  " }, ["name"])).toEqual({
      ok: false,
      messages: { name: "Please enter your name" },
    });
    expect(await stepError({}, ["location"])).toEqual({
      ok: false,
      messages: { location: "Please enter your location" },
    });
  });
});
