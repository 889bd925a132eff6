// What start-up plugs in from quotes: the leads list's quote-state filter.
export { leadHasQuoteIn } from "./lead-filter";
