// leads: price requests from the public site, their owners, pipeline (notes, follow-ups, merges,
// timeline) and the sales dashboard; messaging is a hook another module fills (whatsapp).
// What other modules and the browser may use: plain data and pure functions.
export { digitsOnly } from "./country-codes";
