// catalog: the games (translations, media, dimensions, FAQs) and their categories; the shop and
// game pages read them through public/. What other modules may use: the game's input shape.
export type { GameInput } from "./validation";
