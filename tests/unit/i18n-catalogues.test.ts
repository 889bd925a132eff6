import fs from "node:fs";
import path from "node:path";
import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/platform/i18n/locales";
import { leadSchema } from "@/modules/leads/validation";
import { contactMessageSchema } from "@/modules/contact/public/validation";
import { CLIENT_NAMESPACES } from "@/platform/i18n/client-messages";

// One catalogue per language, each with exactly English's keys, real ICU messages with
// the same placeholders, and English holding the product's texts unchanged.
const DIR = path.resolve(import.meta.dirname, "../../messages");
type Tree = { [key: string]: string | Tree };
const read = (code: string) =>
  JSON.parse(fs.readFileSync(path.join(DIR, `${code}.json`), "utf8")) as Tree;

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === "string" ? [[prefix + k, v]] : Object.entries(flatten(v, `${prefix}${k}.`)),
    ),
  );
}

/** The placeholders a message uses ({tag}, {count, plural, ...}), sorted. */
function placeholders(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (nodes: unknown[]) => {
    for (const n of nodes as Array<{ type: number; value?: string; options?: object }>) {
      if (n.value && n.type !== 0) names.add(n.value);
      for (const opt of Object.values(n.options ?? {}) as Array<{ value: unknown[] }>)
        walk(opt.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...names].sort();
}

const en = flatten(read("en"));

describe("message catalogues", () => {
  it("exist for every locale and for nothing else", () => {
    const files = fs.readdirSync(DIR).map((f) => f.replace(/\.json$/, ""));
    expect(files.sort()).toEqual(LOCALES.map((l) => l.code).sort());
  });

  for (const { code, tag } of LOCALES) {
    it(`${code}: has every English key and no other, with the same placeholders`, () => {
      const messages = flatten(read(code));
      const missing = Object.keys(en).filter((k) => !(k in messages));
      const extra = Object.keys(messages).filter((k) => !(k in en));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${code} ${key} is empty`).not.toBe("");
        expect(placeholders(text, tag), `${code} ${key}`).toEqual(placeholders(en[key]!, "en"));
      }
    });

    if (code !== "en")
      it(`${code}: is translated, not English copied`, () => {
        const messages = flatten(read(code));
        const same = Object.keys(en).filter((k) => messages[k] === en[k]);
        // Names that are the same in both (Shop, Video, E-mail…) are few.
        expect(same.length, same.join(", ")).toBeLessThan(Object.keys(en).length * 0.08);
      });
  }

  it("keeps the English form messages: the catalogue says what the schemas say", () => {
    const issues = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
      r.error?.issues.map((i) => i.message) ?? [];
    const lead = issues(
      leadSchema.safeParse({
        whatsapp: "",
        countryCode: "+1",
        name: " ",
        location: "",
        gameId: "x",
      }),
    );
    expect(lead).toEqual(
      expect.arrayContaining([
        en["Pricing.errors.whatsappRequired"],
        en["Pricing.errors.nameRequired"],
        en["Pricing.errors.locationRequired"],
      ]),
    );
    expect(
      issues(leadSchema.safeParse({ whatsapp: "123456789012345", countryCode: "+1" })),
    ).toContain(en["Pricing.errors.whatsappInvalid"]);
    expect(en["Pricing.errors.whatsappRequired"]).toBe("Please enter a WhatsApp number");
    expect(en["Pricing.errors.whatsappInvalid"]).toBe("Please enter a valid WhatsApp number");
    expect(en["Pricing.errors.nameRequired"]).toBe("Please enter your name");
    expect(issues(contactMessageSchema.safeParse({ name: "", email: "x", message: "" }))).toEqual(
      expect.arrayContaining([
        en["ContactForm.errors.nameRequired"],
        en["ContactForm.errors.emailInvalid"],
        en["ContactForm.errors.messageRequired"],
      ]),
    );
    expect(en["ContactForm.failed"]).toBe("Failed to send message. Please try again.");
    expect(en["ContactForm.sent"]).toBe("Thank you for your message! We'll get back to you soon.");
  });

  it("words the shop's count line in English as the shop shows it", () => {
    const count = (n: number, category?: string) =>
      new IntlMessageFormat(category ? en["Shop.countIn"]! : en["Shop.count"]!, "en").format({
        count: n,
        category,
      });
    expect(count(1)).toBe("Showing 1 game");
    expect(count(2, "Racing")).toBe("Showing 2 games in Racing");
  });

  it("sends the browser only namespaces that exist", () => {
    for (const ns of CLIENT_NAMESPACES) expect(read("en")).toHaveProperty(ns);
  });
});
