// The quotes module's client-safe surface: types, statuses and pure functions.
export { formatMoney, minorToPlain, parseMoney, minorDigits, DEFAULT_CURRENCY } from "./money";
export { QUOTE_STATUS_LABELS, type QuoteStatus } from "./statuses";
export { computeTotals, bpToPercent, percentOf, percentToBp } from "./totals";
