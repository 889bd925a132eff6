// What the back office composes from quotes: the lead's quotes panel, the dashboard's figures and
// the settings screen (currencies, approval threshold, defaults, list prices).
export { LeadQuotes } from "./lead-quotes";
export { QuotesDashboard } from "./quotes-dashboard";
export { QuoteSettingsScreen } from "./quote-settings-screen";
