import type { GameCard } from "./queries";

export const SORTS = [
  { value: "newest", label: "Newest" },
  { value: "name", label: "Name (A-Z)" },
  { value: "category", label: "Category" },
] as const;
export type Sort = (typeof SORTS)[number]["value"];
export const PAGE_SIZE = 24;

export type ShopQuery = { category: string | null; sort: Sort; page: number };

export function parseShopQuery(sp: Record<string, string | string[] | undefined>): ShopQuery {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
  const sort = SORTS.some((s) => s.value === one(sp.sort)) ? (one(sp.sort) as Sort) : "newest";
  const page = Math.max(1, Number.parseInt(one(sp.page) ?? "1", 10) || 1);
  const category = one(sp.category)?.trim() || null;
  return { category, sort, page };
}

/** Filter and sort: featured games always come first, then the chosen order. */
export function shopGames(games: GameCard[], q: ShopQuery): GameCard[] {
  const filtered = q.category ? games.filter((g) => g.category === q.category) : games;
  const byChoice = (a: GameCard, b: GameCard) => {
    if (q.sort === "name") return a.title.localeCompare(b.title);
    if (q.sort === "category")
      return a.category.localeCompare(b.category) || a.title.localeCompare(b.title);
    return b.createdAt.localeCompare(a.createdAt);
  };
  return [...filtered].sort((a, b) => Number(b.featured) - Number(a.featured) || byChoice(a, b));
}

export function countLine(n: number, category: string | null): string {
  return `Showing ${n} game${n === 1 ? "" : "s"}${category ? ` in ${category}` : ""}`;
}

export function shopHref(q: Partial<ShopQuery>): string {
  const params = new URLSearchParams();
  if (q.category) params.set("category", q.category);
  if (q.sort && q.sort !== "newest") params.set("sort", q.sort);
  if (q.page && q.page > 1) params.set("page", String(q.page));
  const s = params.toString();
  return s ? `/shop?${s}` : "/shop";
}
