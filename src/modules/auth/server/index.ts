// What other modules may call on the server: reads of the staff they mail, name or assign, and the
// leads' round-robin turn (a column of the user table).
export { activeOwnersAnd, ownerEmails } from "./owners";
export { staffEmails, staffNames } from "./staff-names";
export {
  anyoneSignedIn,
  canWorkLeads,
  leadStaffIds,
  listLeadStaff,
  staffContact,
  takeLeadTurn,
  type LeadStaff,
} from "./lead-staff";
