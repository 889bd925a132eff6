// What start-up plugs in: the writer behind platform/audit's recordAudit.
export { writeAuditEntries } from "./record";
