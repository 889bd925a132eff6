import { describe, expect, it } from "vitest";
import { diffChanges } from "@/platform/audit/changes";
import {
  compactTranslations,
  isBlank,
  localize,
  missingLocales,
  translationsSchema,
} from "@/platform/i18n/translations";
import { text } from "@/platform/validation/text";

const doc = (t: string) => ({ blocks: [{ id: "a", type: "paragraph", data: { text: t } }] });

describe("content translations", () => {
  it("reads each field in the language, else English", () => {
    const row = { id: "1", title: "Drift", description: "Fast", category: "Racing" };
    const tr = { fr: { title: "Dérive", description: "  " } };
    expect(localize(row, tr, "fr", ["title", "description"])).toEqual({ ...row, title: "Dérive" });
    expect(localize(row, tr, "es", ["title", "description"])).toBe(row);
    expect(localize(row, tr, "en", ["title"])).toBe(row);
    // A field not listed is never read from the map.
    expect(localize(row, { fr: { category: "Course" } }, "fr", ["title"]).category).toBe("Racing");
  });

  it("treats empty text and text-less documents as missing", () => {
    expect(isBlank(doc(""))).toBe(true);
    expect(isBlank({ blocks: [] })).toBe(true);
    expect(isBlank(doc("x"))).toBe(false);
    expect(
      compactTranslations({ fr: { title: "", body: doc(" ") }, de: { title: "Titel" } }),
    ).toEqual({ de: { title: "Titel" } });
  });

  it("names the languages missing a field that English has", () => {
    const english = { title: "Drift", subtitle: "" };
    const missing = missingLocales(english, { fr: { title: "Dérive" } }, ["title", "subtitle"]);
    expect(missing).not.toContain("fr");
    expect(missing).toEqual(["es", "de", "pt-BR", "ar", "zh-CN"]);
  });

  it("checks translations with the English rules and refuses unknown languages and fields", () => {
    const schema = translationsSchema({ title: text("Title", { max: 5 }) });
    expect(schema.parse({ fr: { title: " Abc " } })).toEqual({ fr: { title: "Abc" } });
    expect(schema.safeParse({ fr: { title: "Too long" } }).error?.issues[0]).toMatchObject({
      path: ["fr", "title"],
      message: "Title must be at most 5 characters",
    });
    expect(schema.safeParse({ en: { title: "A" } }).success).toBe(false);
    expect(schema.safeParse({ fr: { other: "A" } }).success).toBe(false);
  });

  it("records translations in the audit trail one field per language", () => {
    const changes = diffChanges(
      { title: "Drift", translations: { fr: { title: "Dérive" } } },
      { title: "Drift", translations: { fr: { title: "Dérive 2" }, de: { title: "Drift DE" } } },
    );
    expect(changes).toEqual({
      before: { "translations.fr.title": "Dérive" },
      after: { "translations.fr.title": "Dérive 2", "translations.de.title": "Drift DE" },
    });
  });
});
