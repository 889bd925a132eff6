// What other modules may call on the server: reads of the games their rows point to.
export {
  countGames,
  existingGameIds,
  findGameTitle,
  gameTitles,
  gameIdsTitled,
  gameTitlesById,
} from "./game-titles";
export { gameShippingFacts } from "./shipping-facts";
