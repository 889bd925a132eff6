// What the back office composes from quotes: the lead's quotes panel and the dashboard's figures.
export { LeadQuotes } from "./lead-quotes";
export { QuotesDashboard } from "./quotes-dashboard";
