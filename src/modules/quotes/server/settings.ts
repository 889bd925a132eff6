import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { games } from "@/modules/catalog/schema";
import type { Db } from "@/platform/db/open";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { DEFAULT_CURRENCY } from "../money";
import { gamePrices, quoteSettings, type QuoteSettings } from "../schema";

const DEFAULTS: QuoteSettings = {
  singleton: true,
  currencies: [DEFAULT_CURRENCY],
  approvalThresholdBp: 1000,
  customLineApprovalMinor: { USD: 500_000 },
  defaultValidDays: 30,
  defaultTerms: "",
  whatsappTemplate: null,
  updatedAt: new Date(0),
};

export async function loadQuoteSettings(db?: Db): Promise<QuoteSettings> {
  const conn = db ?? (await getDb());
  const [row] = await conn.select().from(quoteSettings).limit(1);
  return row ?? DEFAULTS;
}

/** USD first, always, then the owner's other currencies. */
export function offeredCurrencies(s: Pick<QuoteSettings, "currencies">): string[] {
  return [DEFAULT_CURRENCY, ...s.currencies.filter((c) => c !== DEFAULT_CURRENCY)];
}

/** The settings as GET /api/admin/quote-settings answers them (and the quotes page renders). */
export const quoteSettingsView = (s: QuoteSettings) => ({
  currencies: offeredCurrencies(s),
  approvalThresholdBp: s.approvalThresholdBp,
  customLineApprovalMinor: s.customLineApprovalMinor,
  defaultValidDays: s.defaultValidDays,
  defaultTerms: s.defaultTerms,
  whatsappTemplate: s.whatsappTemplate,
});

/** A save that leaves out the per-currency limit of hand-priced lines keeps the one set. */
export async function saveQuoteSettings(
  input: Omit<QuoteSettings, "singleton" | "updatedAt" | "customLineApprovalMinor"> &
    Partial<Pick<QuoteSettings, "customLineApprovalMinor">>,
): Promise<QuoteSettings> {
  const db = await getDb();
  const { customLineApprovalMinor, ...rest } = input;
  const values = {
    ...rest,
    currencies: offeredCurrencies(input),
    ...(customLineApprovalMinor ? { customLineApprovalMinor } : {}),
  };
  const [row] = await db
    .insert(quoteSettings)
    .values({ singleton: true, ...values })
    .onConflictDoUpdate({ target: quoteSettings.singleton, set: values })
    .returning();
  return row!;
}

export async function gamePriceList(gameId: string): Promise<Record<string, number>> {
  const db = await getDb();
  const rows = await db.select().from(gamePrices).where(eq(gamePrices.gameId, gameId));
  return Object.fromEntries(rows.map((r) => [r.currency, r.amountMinor]));
}

/** Replaces a game's list prices: a currency left out loses its price. */
export async function setGamePrices(gameId: string, prices: Record<string, number>) {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [game] = await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId));
    if (!game) throw new AppError("Game not found", { code: "NOT_FOUND", status: 404 });
    await tx.delete(gamePrices).where(eq(gamePrices.gameId, gameId));
    const rows = Object.entries(prices).map(([currency, amountMinor]) => ({
      gameId,
      currency,
      amountMinor,
    }));
    if (rows.length) await tx.insert(gamePrices).values(rows);
  });
  return gamePriceList(gameId);
}

/** The catalogue for the quote builder: every game with its list price in `currency` (or null). */
export async function priceCatalogue(currency: string) {
  const db = await getDb();
  const rows = await db
    .select({ id: games.id, title: games.title, amountMinor: gamePrices.amountMinor })
    .from(games)
    .leftJoin(gamePrices, and(eq(gamePrices.gameId, games.id), eq(gamePrices.currency, currency)))
    .orderBy(games.title);
  return rows.map((r) => ({ id: r.id, title: r.title, priceMinor: r.amountMinor ?? null }));
}

export async function listPricesFor(db: Db, gameIds: string[], currency: string) {
  if (!gameIds.length) return new Map<string, { title: string; priceMinor: number | null }>();
  const rows = await db
    .select({ id: games.id, title: games.title, amountMinor: gamePrices.amountMinor })
    .from(games)
    .leftJoin(gamePrices, and(eq(gamePrices.gameId, games.id), eq(gamePrices.currency, currency)))
    .where(inArray(games.id, gameIds));
  return new Map(rows.map((r) => [r.id, { title: r.title, priceMinor: r.amountMinor ?? null }]));
}
