import { relations } from "drizzle-orm";
import { gameDimensions, gameFaqs, gameMedia, games, technicalSpecs } from "./schema";

export const gamesRelations = relations(games, ({ many }) => ({
  media: many(gameMedia),
  dimensions: many(gameDimensions),
  specs: many(technicalSpecs),
  faqs: many(gameFaqs),
}));
export const gameMediaRelations = relations(gameMedia, ({ one }) => ({
  game: one(games, { fields: [gameMedia.gameId], references: [games.id] }),
}));
export const gameDimensionsRelations = relations(gameDimensions, ({ one }) => ({
  game: one(games, { fields: [gameDimensions.gameId], references: [games.id] }),
}));
export const technicalSpecsRelations = relations(technicalSpecs, ({ one }) => ({
  game: one(games, { fields: [technicalSpecs.gameId], references: [games.id] }),
}));
export const gameFaqsRelations = relations(gameFaqs, ({ one }) => ({
  game: one(games, { fields: [gameFaqs.gameId], references: [games.id] }),
}));
