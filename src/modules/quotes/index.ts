// The quotes module's client-safe surface: types, statuses and pure functions.
export { formatMoney, minorToPlain, DEFAULT_CURRENCY } from "./money";
export { QUOTE_STATUS_LABELS, type QuoteStatus } from "./statuses";
export { computeTotals, bpToPercent } from "./totals";
