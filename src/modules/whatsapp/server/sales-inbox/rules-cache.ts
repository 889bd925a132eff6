import "server-only";
import { asc } from "drizzle-orm";
import { getHandle } from "@/platform/db/client";
import type { Db, Handle } from "@/platform/db/open";
import { whatsappRoutingRules, type RoutingRule } from "../../schema";
import { conversationBusHears, subscribeRoutingChanges } from "../live";

/**
 * The owners' routing rules, read once per process instead of in every message's transaction: they
 * change when an owner saves them, and a buyer's message may spend only a few milliseconds on
 * routing. A save drops this copy here and, through the WhatsApp channel's NOTIFY, in every other
 * process (forgetRoutingRules). On PostgreSQL a copy is kept only while this process listens on
 * that channel (a lost connection drops it and reads afresh until it listens again), and a read
 * that overlapped a save is not kept: its rows may predate it. A minute's age bounds anything
 * else. A person or team a cached rule names that was deleted since matches no one, as a rule
 * deleted with it would.
 */
const KEEP_MS = 60_000;

type State = {
  generation: number;
  subscribed?: boolean;
  handle?: Handle;
  rules?: RoutingRule[];
  readAt?: number;
};
const g = globalThis as unknown as { __waRoutingRules?: State };
const state: State = (g.__waRoutingRules ??= { generation: 0 });
if (!state.subscribed) {
  state.subscribed = true;
  subscribeRoutingChanges(() => dropRoutingRules());
}

/** This process's copy is stale (a save here or in another process, a lost listener). */
function dropRoutingRules(): void {
  state.generation++;
  state.rules = undefined;
}

const keepable = (handle: Handle) => handle.kind === "pglite" || conversationBusHears();

/** The rules in order, from this process's copy when it may be trusted. */
export async function routingRules(tx: Db): Promise<RoutingRule[]> {
  const now = Date.now();
  const handle = await getHandle();
  // Another database (a test's, a script's): nothing read from the last one holds.
  if (state.handle !== handle) {
    state.handle = handle;
    dropRoutingRules();
  }
  const canKeep = keepable(handle);
  if (canKeep && state.rules && now - state.readAt! < KEEP_MS) return state.rules;
  const generation = state.generation;
  const rules = await tx
    .select()
    .from(whatsappRoutingRules)
    .orderBy(asc(whatsappRoutingRules.position));
  if (canKeep && generation === state.generation && state.handle === handle) {
    state.rules = rules;
    state.readAt = now;
  }
  return rules;
}
