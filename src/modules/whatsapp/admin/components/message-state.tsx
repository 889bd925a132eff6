import type { MessageView } from "../../server/outbox/history";

export const STATE_LABELS: Record<MessageView["state"], string> = {
  held: "Held",
  unknown: "Unknown",
  queued: "Queued",
  retrying: "Retrying",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  skipped: "Skipped",
};
export const STATE_COLORS: Record<MessageView["state"], string> = {
  held: "text-amber-700",
  unknown: "text-amber-800",
  queued: "text-slate-700",
  retrying: "text-amber-700",
  sending: "text-slate-700",
  sent: "text-blue-700",
  delivered: "text-green-700",
  read: "text-green-800",
  failed: "text-red-700",
  skipped: "text-slate-600",
};

/** A message's state as a word in its colour. */
export function MessageState({ state }: { state: MessageView["state"] }) {
  return <span className={`font-medium ${STATE_COLORS[state]}`}>{STATE_LABELS[state]}</span>;
}

/** Why a message did not go, or what went wrong, in one line. */
export function messageNote(m: MessageView): string | null {
  if (m.state === "skipped") return m.skipReason ? `Skipped: ${m.skipReason}` : null;
  if (m.state === "held")
    return `Held for an owner's approval: ${m.skipReason ?? "unusually many price requests"}`;
  if (!m.error) return null;
  return m.errorCode ? `${m.error} (code ${m.errorCode})` : m.error;
}

export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : "");

/** Red for what went wrong; grey for a reason or a staff decision; amber for what waits on staff. */
export function noteTone(m: MessageView): string {
  if (m.state === "skipped" || m.state === "sent") return "text-slate-600";
  if (m.state === "held" || m.state === "unknown") return "text-amber-800";
  return "text-red-700";
}
