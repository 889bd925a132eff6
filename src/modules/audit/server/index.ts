// What start-up plugs in: the writer behind platform/audit's recordAudit; and the entries other
// modules show in their own views.
export { auditRowsInsert, writeAuditEntries } from "./record";
export { auditTrail } from "./trail";
