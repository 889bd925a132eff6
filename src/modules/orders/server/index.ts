// What start-up plugs in from orders: the order made in the transaction of a buyer's acceptance.
export { orderOnQuoteAccepted } from "./create";

/**
 * An order's pro-forma invoice, packing list or commercial invoice as a PDF (for the back office
 * and the buyer's portal). The drawing code and its fonts load on the first document drawn.
 */
export async function orderDocument(
  ...args: Parameters<typeof import("./documents").orderDocument>
): ReturnType<typeof import("./documents").orderDocument> {
  return (await import("./documents")).orderDocument(...args);
}

// The buyer's portal (machines' portal pages): their orders, read by the signed-in operator's id.
export {
  operatorOrders,
  orderForOperator,
  operatorOrderDocument,
  type PortalOrder,
  type PortalOrderRow,
} from "./portal";
