/** Statuses staff may set from the details dialog; new is only ever the insert default. */
export const LEAD_STATUSES_PUBLIC = ["contacted", "converted", "lost"] as const;
export const LEAD_STATUS_LABELS = {
  new: "New",
  contacted: "Contacted",
  converted: "Converted",
  lost: "Lost",
} as const;
export type LeadStatusValue = keyof typeof LEAD_STATUS_LABELS;
