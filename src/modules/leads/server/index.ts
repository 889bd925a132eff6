// What other modules may call on the server: the owner round-robin, number format and the hook a
// messaging channel and the quotes module plug into.
export { mailNewOwner, setOwner, takeNextOwner } from "./assign";
export { toE164 } from "./phone";
export {
  insertSenderLead,
  newestLeadOfSender,
  setRoutedOwner,
  setRoutedOwnerSql,
  updateSenderIds,
} from "./buyer-leads";
export {
  findLead,
  findLeadWithGame,
  leadExists,
  leadNumber,
  leadOwners,
  leadsFromNumber,
  lockLead,
  ownedLeadIds,
} from "./reads";
export { leadIdsNamed, leadNames } from "./buyer-names";
export { changeLeadStatus } from "./status";
export { touchLead } from "./touch";
export { publicMapsKey } from "./maps-key";
export { setLeadMessaging, type LeadMessaging, type NewLeadFacts } from "./messaging";
export { setLeadQuoteCondition, type LeadQuoteCondition } from "./quote-filter";
