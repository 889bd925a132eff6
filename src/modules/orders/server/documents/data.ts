import "server-only";
import { eq, inArray } from "drizzle-orm";
import { gameDimensions, games } from "@/modules/catalog/schema";
import { leads } from "@/modules/leads/schema";
import { quotes } from "@/modules/quotes/schema";
import { getDb } from "@/platform/db/client";
import type { Measure, PackedItem } from "../../packing";
import { loadOrder } from "../queries";
import { getOrderSettings } from "../settings";

/** Everything an order's documents print: the order and its money, both parties, the machines. */
export async function documentData(orderId: string, now: Date) {
  const db = await getDb();
  const { order, money } = await loadOrder(db, orderId, now);
  const gameIds = [...new Set(order.lines.flatMap((l) => (l.gameId ? [l.gameId] : [])))];
  const [[lead], [quote], settings, gameRows, dimensionRows] = await Promise.all([
    db
      .select({
        name: leads.name,
        whatsapp: leads.whatsapp,
        location: leads.location,
        language: leads.language,
      })
      .from(leads)
      .where(eq(leads.id, order.leadId)),
    db.select({ email: quotes.buyerEmail }).from(quotes).where(eq(quotes.id, order.quoteId)),
    getOrderSettings(db),
    gameIds.length
      ? db
          .select({ id: games.id, hsCode: games.hsCode, countryOfOrigin: games.countryOfOrigin })
          .from(games)
          .where(inArray(games.id, gameIds))
      : Promise.resolve([]),
    gameIds.length
      ? db.select().from(gameDimensions).where(inArray(gameDimensions.gameId, gameIds))
      : Promise.resolve([]),
  ]);
  const gamesById = new Map(gameRows.map((g) => [g.id, g]));
  const measure = (gameId: string, type: "assembled" | "packaged"): Measure | null => {
    const d = dimensionRows.find((r) => r.gameId === gameId && r.type === type);
    return d
      ? {
          width: d.width,
          height: d.height,
          depth: d.depth,
          dimensionUnit: d.dimensionUnit,
          weight: d.weight,
          weightUnit: d.weightUnit,
        }
      : null;
  };
  // The machines: the order's game lines (a game since deleted from the catalogue keeps its line,
  // without customs details or sizes).
  const machines: PackedItem[] = order.lines.flatMap((l) =>
    l.kind === "game" && l.gameId
      ? [
          {
            description: l.description,
            quantity: l.quantity,
            hsCode: gamesById.get(l.gameId)?.hsCode ?? null,
            countryOfOrigin: gamesById.get(l.gameId)?.countryOfOrigin ?? null,
            packaged: measure(l.gameId, "packaged"),
            assembled: measure(l.gameId, "assembled"),
          },
        ]
      : [],
  );
  const customs = new Map(
    order.lines.map((l, i) => [
      i,
      l.gameId && gamesById.get(l.gameId)
        ? {
            hsCode: gamesById.get(l.gameId)!.hsCode,
            countryOfOrigin: gamesById.get(l.gameId)!.countryOfOrigin,
          }
        : { hsCode: null, countryOfOrigin: null },
    ]),
  );
  return {
    order,
    money,
    settings,
    buyer: {
      name: lead?.name ?? "",
      location: lead?.location ?? "",
      phone: lead?.whatsapp ?? "",
      email: quote?.email ?? null,
      language: lead?.language ?? "en",
    },
    machines,
    customs,
  };
}
export type DocumentData = Awaited<ReturnType<typeof documentData>>;
