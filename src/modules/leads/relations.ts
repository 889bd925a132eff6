import { relations } from "drizzle-orm";
import { games } from "@/modules/catalog/schema";
import { leads } from "./schema";

export const leadsRelations = relations(leads, ({ one }) => ({
  game: one(games, { fields: [leads.gameId], references: [games.id] }),
}));
