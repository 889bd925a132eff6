// What the back office composes from machines into other modules' screens: the operator (and
// their machines) in a lead's details.
export { LeadOperator } from "./components/lead-operator";
