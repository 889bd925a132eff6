// What start-up plugs in from orders: the order made in the transaction of a buyer's acceptance.
export { orderOnQuoteAccepted } from "./create";
