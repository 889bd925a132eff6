// What other modules may call on the server: the Maps key the game pages' price form uses.
export { storedMapsKey } from "./maps-key";
