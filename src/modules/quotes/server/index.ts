// What start-up plugs in from quotes: the leads list's quote-state filter, and the sweep that
// emails lead owners of accepted, unopened and expiring quotes.
export { leadHasQuoteIn } from "./lead-filter";
export { ownerNoticesJob } from "./owner-notices";
// The hook the orders module fills: an order from each accepted version, in the accept's transaction.
export { setOnQuoteAccepted, type OnQuoteAccepted } from "./accept-hook";
export { quoteNumber } from "./build";
// An order made by hand locks the version it is made from; its documents print the buyer's address.
export { lockQuotesByRef, quoteBuyerEmail } from "./order-reads";
// A saved reply's {quote link}: the buyer's link to the latest quote sent.
export { latestQuoteLink } from "./latest-link";
// The PDF drawing the order documents share, loaded on their first use: pdf-lib, fontkit and the
// fonts stay out of a process that never draws one.
export const loadPdfCanvas = () => import("./pdf/canvas");
export type { PdfCanvas } from "./pdf/canvas";
