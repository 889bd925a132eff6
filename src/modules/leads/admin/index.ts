// What other modules' back-office screens may use from leads.
export { LeadsScreen } from "./components/leads-screen";
export type { LeadExtensions } from "./lead-extensions";
