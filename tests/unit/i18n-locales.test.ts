import { describe, expect, it } from "vitest";
import {
  canonicalLocalePath,
  localePath,
  LOCALES,
  pageLocale,
  splitLocalePath,
} from "@/platform/i18n/locales";
import { preferredLanguage } from "@/modules/site/public/language-preference";

describe("locale paths", () => {
  it("keeps English at today's URLs and puts the others under their segment", () => {
    expect(localePath("en", "/shop")).toBe("/shop");
    expect(localePath("en", "/")).toBe("/");
    expect(localePath("es", "/")).toBe("/es");
    expect(localePath("pt-BR", "/blog/12")).toBe("/pt-br/blog/12");
    expect(localePath("zh-CN", "/shop?sort=name")).toBe("/zh-cn/shop?sort=name");
  });

  it("reads a page's language segment: its address, another letter case, or no language", () => {
    expect(pageLocale("en")).toEqual({ locale: "en", exact: true });
    expect(pageLocale("es")).toEqual({ locale: "es", exact: true });
    expect(pageLocale("pt-br")).toEqual({ locale: "pt-BR", exact: true });
    // Sent to the language's address: another case, and the code of the app's folder.
    expect(pageLocale("ES")).toEqual({ locale: "es", exact: false });
    expect(pageLocale("pt-BR")).toEqual({ locale: "pt-BR", exact: false });
    for (const none of ["EN", "xx", "shop", ""]) expect(pageLocale(none), none).toBeUndefined();
  });

  it("sends a language named in another form to its one address, and leaves the rest", () => {
    expect(canonicalLocalePath("/ES/shop")).toBe("/es/shop");
    expect(canonicalLocalePath("/ES")).toBe("/es");
    expect(canonicalLocalePath("/pt-BR/portal/machines")).toBe("/pt-br/portal/machines");
    for (const kept of ["/es/shop", "/pt-br", "/shop", "/", "/en/shop", "/EN/shop", "/esports"])
      expect(canonicalLocalePath(kept), kept).toBeUndefined();
  });

  it("splits a visitor's path into its language and English path, and back", () => {
    expect(splitLocalePath("/shop")).toEqual({ locale: "en", path: "/shop" });
    expect(splitLocalePath("/")).toEqual({ locale: "en", path: "/" });
    expect(splitLocalePath("/ar")).toEqual({ locale: "ar", path: "/" });
    expect(splitLocalePath("/pt-br/shop/1")).toEqual({ locale: "pt-BR", path: "/shop/1" });
    // An English page whose path merely starts like a language is English.
    expect(splitLocalePath("/esports")).toEqual({ locale: "en", path: "/esports" });
    for (const { code } of LOCALES)
      for (const path of ["/", "/shop", "/blog/x"])
        expect(splitLocalePath(localePath(code, path))).toEqual({ locale: code, path });
  });
});

describe("the language notice's choice", () => {
  const available = LOCALES.map(({ code, tag }) => ({ code, tag }));
  it("takes the first preferred language the site has, by exact tag or primary language", () => {
    expect(preferredLanguage(["es-MX", "en"], available)).toBe("es");
    expect(preferredLanguage(["pt"], available)).toBe("pt-BR");
    expect(preferredLanguage(["zh-CN"], available)).toBe("zh-CN");
    expect(preferredLanguage(["ja", "de-AT"], available)).toBe("de");
    expect(preferredLanguage(["ja"], available)).toBeUndefined();
  });
});
