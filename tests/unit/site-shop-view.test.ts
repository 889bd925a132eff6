import { describe, expect, it } from "vitest";
import { countLine, parseShopQuery, shopGames, shopHref } from "@/modules/catalog/public/shop-view";
import type { GameCard } from "@/modules/catalog/public/queries";

const g = (title: string, category: string, featured: boolean, createdAt: string): GameCard => ({
  id: title,
  title,
  category,
  categoryLabel: category,
  featured,
  createdAt,
  description: "",
  mainImage: null,
});
const games = [
  g("Zeta", "Racing", false, "2026-01-03"),
  g("Alpha", "Sports", false, "2026-01-01"),
  g("Mid", "Racing", true, "2026-01-02"),
];

describe("shop view", () => {
  it("puts featured first, then newest / name / category", () => {
    expect(
      shopGames(games, { category: null, sort: "newest", page: 1 }).map((x) => x.title),
    ).toEqual(["Mid", "Zeta", "Alpha"]);
    expect(shopGames(games, { category: null, sort: "name", page: 1 }).map((x) => x.title)).toEqual(
      ["Mid", "Alpha", "Zeta"],
    );
    expect(
      shopGames(games, { category: null, sort: "category", page: 1 }).map((x) => x.title),
    ).toEqual(["Mid", "Zeta", "Alpha"]);
  });
  it("filters by category", () => {
    expect(
      shopGames(games, { category: "Racing", sort: "newest", page: 1 }).map((x) => x.title),
    ).toEqual(["Mid", "Zeta"]);
  });
  it("words the count line 'Showing N games', with the category when one is chosen", () => {
    expect(countLine(1, null)).toBe("Showing 1 game");
    expect(countLine(2, "Racing")).toBe("Showing 2 games in Racing");
  });
  it("reads and writes the URL state", () => {
    expect(parseShopQuery({ sort: "bogus", page: "-2" })).toEqual({
      category: null,
      sort: "newest",
      page: 1,
    });
    expect(shopHref({ category: "Rhythm & Dance", sort: "name", page: 2 })).toBe(
      "/shop?category=Rhythm+%26+Dance&sort=name&page=2",
    );
  });
});
