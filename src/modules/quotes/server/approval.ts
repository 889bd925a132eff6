import "server-only";
import { inArray } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { AppError } from "@/platform/errors";
import { approvalReason, quoteFingerprint } from "../approval";
import { gamePrices, type Quote } from "../schema";
import { loadQuoteSettings } from "./settings";

export type ApprovalCheck = {
  /** Why an owner's approval is needed (null: it is not). */
  reason: string | null;
  fingerprint: string;
  /** An owner approved exactly this content. */
  approved: boolean;
};

type Checked = Parameters<typeof quoteFingerprint>[0] & Pick<Quote, "approvedFingerprint">;

/**
 * Checks quotes against the current list prices and the owner's rule (read once for all of them,
 * with `db`: a transaction's own connection when the check guards a write).
 */
export async function approvalChecker(db: Db, quotes: Checked[]) {
  const settings = await loadQuoteSettings(db);
  const ids = [...new Set(quotes.flatMap((q) => q.lines.flatMap((l) => l.gameId ?? [])))];
  const rows = ids.length
    ? await db.select().from(gamePrices).where(inArray(gamePrices.gameId, ids))
    : [];
  const prices = new Map(rows.map((r) => [`${r.gameId}:${r.currency}`, r.amountMinor]));
  return (q: Checked): ApprovalCheck => {
    const fingerprint = quoteFingerprint(q);
    return {
      reason: approvalReason(q, (id) => prices.get(`${id}:${q.currency}`) ?? null, settings),
      fingerprint,
      approved: q.approvedFingerprint === fingerprint,
    };
  };
}

export async function checkApproval(db: Db, q: Checked): Promise<ApprovalCheck> {
  return (await approvalChecker(db, [q]))(q);
}

/** Refuses to send a quote that needs an approval it does not have for its present content. */
export function assertSendable(q: Pick<Quote, "approvedFingerprint">, check: ApprovalCheck) {
  if (!check.reason || check.approved) return;
  throw new AppError(
    q.approvedFingerprint
      ? `This quote changed after an owner approved it; an owner must approve it again before it is sent (${check.reason})`
      : `An owner must approve this quote before it is sent: ${check.reason}`,
    { code: "CONFLICT", status: 409 },
  );
}
