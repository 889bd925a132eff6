// What other modules and the browser may use from leads: plain data and pure functions.
export { digitsOnly } from "./country-codes";
