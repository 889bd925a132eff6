import "server-only";
import { gameShippingFacts } from "@/modules/catalog/server";
import { findLead } from "@/modules/leads/server";
import { quoteBuyerEmail } from "@/modules/quotes/server";
import { getDb } from "@/platform/db/client";
import type { Measure, PackedItem } from "../../packing";
import { loadOrder } from "../queries";
import { getOrderSettings } from "../settings";

/** Everything an order's documents print: the order and its money, both parties, the machines. */
export async function documentData(orderId: string, now: Date) {
  const db = await getDb();
  const { order, money } = await loadOrder(db, orderId, now);
  const gameIds = [...new Set(order.lines.flatMap((l) => (l.gameId ? [l.gameId] : [])))];
  const [lead, email, settings, gamesById] = await Promise.all([
    findLead(order.leadId, db),
    quoteBuyerEmail(order.quoteId, db),
    getOrderSettings(db),
    gameShippingFacts(gameIds, db),
  ]);
  const measure = (gameId: string, type: "assembled" | "packaged"): Measure | null => {
    const d = gamesById.get(gameId)?.dimensions.find((r) => r.type === type);
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
      email,
      language: lead?.language ?? "en",
    },
    machines,
    customs,
  };
}
export type DocumentData = Awaited<ReturnType<typeof documentData>>;
