/** The documents an order has, as their download links name them. */
export const DOCUMENT_KINDS = ["proforma", "packing-list", "commercial-invoice"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  proforma: "Pro-forma invoice",
  "packing-list": "Packing list",
  "commercial-invoice": "Commercial invoice",
};
