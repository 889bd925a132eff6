import { describe, expect, it } from "vitest";
import {
  pickTemplate,
  templateFirstName,
  templateParams,
} from "@/modules/whatsapp/server/pick-template";
import { optWord } from "@/modules/whatsapp/server/opt-out-words";

const configured = { name: "price_request", language: "en" };
const t = (language: string, status = "APPROVED", name = "price_request") => ({
  name,
  language,
  status,
});

describe("pickTemplate", () => {
  it("takes the configured template in the buyer's exact language when approved", () => {
    expect(pickTemplate([t("en"), t("es"), t("pt_BR")], "pt_BR", configured)).toEqual({
      name: "price_request",
      language: "pt_BR",
    });
  });
  it("falls back to the configured language when the buyer's is missing or not approved", () => {
    expect(pickTemplate([t("en"), t("es", "REJECTED")], "es", configured)).toEqual(configured);
    expect(pickTemplate([t("en"), t("pt_BR")], "pt", configured)).toEqual(configured);
  });
  it("ignores other templates and answers null when nothing usable is approved", () => {
    expect(
      pickTemplate([t("es", "APPROVED", "promo"), t("en", "PENDING")], "es", configured),
    ).toBeNull();
  });
  it("trusts the configured template before any list was synced", () => {
    expect(pickTemplate([], "es", configured)).toEqual(configured);
  });
  it("fills parameters from the lead: name, then game", () => {
    expect(templateParams(2, { name: "Ana", gameTitle: "Galaxy Racer" })).toEqual([
      "Ana",
      "Galaxy Racer",
    ]);
    expect(templateParams(0, { name: "Ana" })).toEqual([]);
  });
});

describe("optWord", () => {
  it.each([
    ["STOP", "out"],
    [" stop. ", "out"],
    ["Unsubscribe", "out"],
    ["BAJA", "out"],
    ["Arrêt", "out"],
    ["STOPP", "out"],
    ["parar", "out"],
    ["SAIR", "out"],
    ["إيقاف", "out"],
    ["退订", "out"],
    ["START", "in"],
    ["don't stop", null],
    ["Stop sending me the price please, I found one", null],
    ["", null],
  ])("%s → %s", (body, expected) => {
    expect(optWord(body)).toBe(expected);
  });
});

describe("the buyer's name in a template", () => {
  it.each([
    ["Ana Lopez", "Ana"],
    ["  José  María ", "José"],
    ["Zoë", "Zoë"],
    ["Anne-Marie O'Neil", "Anne-Marie"],
    ["محمد علي", "محمد"],
    ["Łukasz", "Łukasz"],
    ["Ana\nClick here http://x.example", "Ana"],
  ])("sends only the first name of %j", (name, first) => {
    expect(templateFirstName(name)).toBe(first);
    expect(templateParams(1, { name })).toEqual([first]);
  });

  it.each([
    "http://spam.example/win",
    "www.spam.example",
    "Ana123",
    "WIN$$$",
    "a".repeat(21),
    "🎰",
    "@ana",
  ])("sends no free text for %j: a neutral word in the template's language instead", (name) => {
    expect(templateFirstName(name)).toBeNull();
    const [en] = templateParams(2, { name, gameTitle: "Galaxy Racer" });
    expect(en).toBe("there");
    const [es] = templateParams(2, { name, gameTitle: "Galaxy Racer" }, "es");
    expect(es).toBe("amigo");
    expect(`${en}${es}`).not.toMatch(/http|www|\d|\$|@|\n/);
  });

  it("takes at most 20 letters", () => {
    expect(templateFirstName("a".repeat(20))).toBe("a".repeat(20));
  });
});
