/** A quote version's life; "expired" is read from its validity, never stored. */
export type StoredQuoteStatus =
  "draft" | "awaiting_approval" | "sent" | "viewed" | "accepted" | "declined" | "replaced";
export type QuoteStatus = StoredQuoteStatus | "expired";

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Draft",
  awaiting_approval: "Awaiting approval",
  sent: "Sent",
  viewed: "Viewed",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
  replaced: "Replaced",
};

/** Sent or viewed past its validity reads as expired. */
export function effectiveStatus(
  q: { status: StoredQuoteStatus; validUntil: Date | string | null },
  now = new Date(),
): QuoteStatus {
  if (
    (q.status === "sent" || q.status === "viewed") &&
    q.validUntil &&
    new Date(q.validUntil).getTime() < now.getTime()
  )
    return "expired";
  return q.status;
}

export const LINE_KINDS = ["game", "freight", "installation", "spare_parts", "custom"] as const;
export type LineKind = (typeof LINE_KINDS)[number];
