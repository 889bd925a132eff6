// What other modules may call on the server: reads of the staff they mail, name or assign.
export { ownerEmails } from "./owners";
