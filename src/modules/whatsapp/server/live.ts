import "server-only";
import { EventEmitter } from "node:events";
import { sql } from "drizzle-orm";
import { listenForTags, type TagListener } from "@/platform/cache-bus";
import { config } from "@/platform/config";
import { getHandle } from "@/platform/db/client";

/**
 * "Lead X's conversation changed" for every open conversation view (server-sent events), in every
 * process: on PostgreSQL a NOTIFY on its own channel that each process LISTENs to (the cache bus's
 * reconnecting listener), on the embedded database (one process) an in-process emitter.
 */
const CONVERSATION_CHANNEL = "arcade_whatsapp";
/** Sent to every open stream when the listener reconnected: anything may have been missed. */
const RESET = "*";
/** A notice for one person rides the same channel as a string with this prefix. */
const NOTICE = "notice:";
/** "The owners changed the routing rules": every process drops its copy (sales-inbox/rules-cache). */
const ROUTING = "routing-rules";

/** Something one person must hear of at once in the back office (a buyer accepted their quote). */
export type LiveNotice = { userId: string; leadId: string; text: string };

type Live = { emitter: EventEmitter; listener?: TagListener };
const g = globalThis as unknown as { __waLive?: Live };
const live: Live = (g.__waLive ??= { emitter: new EventEmitter().setMaxListeners(0) });

/** Tells every process that these leads' conversations changed. Never throws. */
export async function announceConversations(leadIds: Array<string | null | undefined>) {
  const ids = [...new Set(leadIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return;
  try {
    const handle = await getHandle();
    if (handle.kind === "postgres" && config().DATABASE_URL && live.listener) {
      await handle.db.execute(
        sql`select pg_notify(${CONVERSATION_CHANNEL}, ${JSON.stringify(ids)})`,
      );
      return;
    }
  } catch (e) {
    console.warn("Could not announce a WhatsApp conversation change", (e as Error).message);
  }
  for (const id of ids) live.emitter.emit("lead", id);
}

/**
 * Tells the person's open back-office tabs, in every process, and that the lead changed. Never
 * throws: the notice is a courtesy on top of what is stored (and emailed).
 */
export async function announceNotice(notice: LiveNotice) {
  try {
    const handle = await getHandle();
    if (handle.kind === "postgres" && config().DATABASE_URL && live.listener) {
      await handle.db.execute(
        sql`select pg_notify(${CONVERSATION_CHANNEL}, ${JSON.stringify([
          notice.leadId,
          NOTICE + JSON.stringify(notice),
        ])})`,
      );
      return;
    }
  } catch (e) {
    console.warn("Could not announce a live notice", (e as Error).message);
  }
  emit(notice.leadId);
  emit(NOTICE + JSON.stringify(notice));
}

/**
 * Tells every process that the routing rules changed (after the change committed). This process
 * forgets its copy at once; the others when the NOTIFY arrives. Never throws: each copy is
 * also bounded in age.
 */
export async function announceRoutingChange() {
  live.emitter.emit(ROUTING);
  try {
    const handle = await getHandle();
    if (handle.kind === "postgres" && config().DATABASE_URL)
      await handle.db.execute(
        sql`select pg_notify(${CONVERSATION_CHANNEL}, ${JSON.stringify([ROUTING])})`,
      );
  } catch (e) {
    console.warn("Could not announce a routing rules change", (e as Error).message);
  }
}

/** Calls `onChange` when the routing rules may have changed, here or in another process. */
export function subscribeRoutingChanges(onChange: () => void): () => void {
  live.emitter.on(ROUTING, onChange);
  return () => live.emitter.off(ROUTING, onChange);
}

/** Whether this process hears the other processes' announcements now (PostgreSQL). */
export const conversationBusHears = () => live.listener?.connected() ?? false;

/** A lead id, RESET, a notice or ROUTING, as it came from this process or from the channel. */
function emit(item: string) {
  if (item === ROUTING) return void live.emitter.emit(ROUTING);
  if (!item.startsWith(NOTICE)) return void live.emitter.emit("lead", item);
  try {
    const n = JSON.parse(item.slice(NOTICE.length)) as LiveNotice;
    if (typeof n.userId === "string" && typeof n.text === "string") live.emitter.emit("notice", n);
  } catch {
    // not a notice of ours
  }
}

/** Calls `onNotice` with each notice for anyone until the returned function is called. */
export function subscribeNotices(onNotice: (notice: LiveNotice) => void): () => void {
  live.emitter.on("notice", onNotice);
  return () => live.emitter.off("notice", onNotice);
}

/** Calls `onLead` with each changed lead id (or RESET) until the returned function is called. */
export function subscribeConversations(onLead: (leadId: string) => void): () => void {
  live.emitter.on("lead", onLead);
  return () => live.emitter.off("lead", onLead);
}

/** This process's LISTEN on the shared database (started once, at server start). */
export function startConversationListener(url: string): TagListener {
  live.listener ??= listenForTags({
    url,
    channel: CONVERSATION_CHANNEL,
    onTags: (items) => items.forEach(emit),
    onReset: () => {
      // Deaf for a while: anything may have changed, the rules included.
      live.emitter.emit(ROUTING);
      live.emitter.emit("lead", RESET);
    },
  });
  return live.listener;
}
