import "server-only";
import { eq } from "drizzle-orm";
import { auditTrail } from "@/modules/audit/server";
import { staffNames } from "@/modules/auth/server";
import { gameTitlesById } from "@/modules/catalog/server";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { leadMerges } from "../schema";
import { listNotes } from "./notes";
import { findLeadWithGame } from "./reads";
import { leadMessaging } from "./messaging";

/** One line of a lead's story. Notes carry their id and author so the author can edit them. */
export type TimelineEntry =
  | { kind: "request"; at: string; id: string; gameTitle: string | null; merged: boolean }
  | { kind: "status"; at: string; by: string | null; from: string | null; to: string | null }
  | { kind: "owner"; at: string; by: string | null; to: string | null }
  | { kind: "follow-up"; at: string; by: string | null; to: string | null }
  | { kind: "merge"; at: string; by: string | null }
  | {
      kind: "note";
      at: string;
      id: string;
      by: string | null;
      authorId: string | null;
      body: string;
      edited: boolean;
    }
  | { kind: "message"; at: string; state: string; error: string | null }
  | { kind: "delivery"; at: string; status: string; error: string | null }
  | { kind: "quote"; at: string; by: string | null; action: string; version: number | null };

const AUDIT_KINDS = {
  status: "status",
  assign: "owner",
  "follow-up": "follow-up",
  merge: "merge",
} as const;
const str = (v: unknown) => (typeof v === "string" ? v : null);

/**
 * The whole story of a lead, newest first: its price request(s) (merged ones included), status,
 * owner and follow-up changes and merges from the audit log, notes, and WhatsApp messages with
 * their delivery states from the outbox. Nothing is copied: each comes from its own table.
 */
export async function leadTimeline(id: string): Promise<TimelineEntry[]> {
  const db = await getDb();
  const found = await findLeadWithGame(id, db);
  if (!found) throw new AppError("Lead not found", { code: "NOT_FOUND", status: 404 });
  const lead = { createdAt: found.lead.createdAt, gameTitle: found.gameTitle };
  const merges = await db.select().from(leadMerges).where(eq(leadMerges.keptId, id));
  const ids = [id, ...merges.map((m) => m.mergedId)];
  const [audit, notes, messages, quoteEvents] = await Promise.all([
    auditTrail(
      { entity: "lead", entityIds: ids, actions: Object.keys(AUDIT_KINDS), limit: 500 },
      db,
    ),
    listNotes(id),
    leadMessaging()?.timeline(id) ?? [],
    // Quotes record their events under the lead (built, sent, viewed, accepted…).
    auditTrail({ entity: "quote", parents: ids.map((i) => `lead:${i}`), limit: 500 }, db),
  ]);
  const ownerIds = [
    ...new Set(
      audit.flatMap(({ a }) =>
        a.action === "assign" && str(a.after?.ownerId) ? [str(a.after?.ownerId)!] : [],
      ),
    ),
  ];
  const names = await staffNames(ownerIds, db);
  const gameIds = merges.flatMap((m) => (str(m.merged.gameId) ? [str(m.merged.gameId)!] : []));
  const gameTitles = await gameTitlesById(gameIds, db);

  const entries: TimelineEntry[] = [
    {
      kind: "request",
      at: lead.createdAt.toISOString(),
      id,
      gameTitle: lead.gameTitle,
      merged: false,
    },
    ...merges.map((m): TimelineEntry => ({
      kind: "request",
      at: new Date(str(m.merged.createdAt) ?? m.createdAt).toISOString(),
      id: m.mergedId,
      gameTitle: gameTitles.get(str(m.merged.gameId) ?? "") ?? null,
      merged: true,
    })),
    ...audit.map(({ a, name }): TimelineEntry => {
      const at = a.at.toISOString();
      const by = name ?? a.actorEmail;
      if (a.action === "status")
        return { kind: "status", at, by, from: str(a.before?.status), to: str(a.after?.status) };
      if (a.action === "assign") {
        const owner = str(a.after?.ownerId);
        return {
          kind: "owner",
          at,
          by,
          to: owner ? (names.get(owner) ?? "a former colleague") : null,
        };
      }
      if (a.action === "follow-up")
        return { kind: "follow-up", at, by, to: str(a.after?.followUpAt) };
      return { kind: "merge", at, by };
    }),
    ...quoteEvents.map(({ a, name }): TimelineEntry => ({
      kind: "quote",
      at: a.at.toISOString(),
      by: name ?? a.actorEmail,
      action: a.action,
      version: typeof a.after?.version === "number" ? a.after.version : null,
    })),
    ...notes.map((n): TimelineEntry => ({
      kind: "note",
      at: n.createdAt,
      id: n.id,
      by: n.authorName,
      authorId: n.authorId,
      body: n.body,
      edited: n.updatedAt !== n.createdAt,
    })),
    ...messages.flatMap((m): TimelineEntry[] => [
      { kind: "message", at: m.createdAt, state: m.state, error: m.error ?? m.skipReason },
      ...m.events.map((e): TimelineEntry => ({
        kind: "delivery",
        at: e.at,
        status: e.status,
        error: e.error,
      })),
    ]),
  ];
  return entries.sort((x, y) => (x.at < y.at ? 1 : x.at > y.at ? -1 : 0));
}
