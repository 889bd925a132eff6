import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/platform/db/open";
import { executePrepared } from "@/platform/db/prepared";
import type { RoutingRule } from "../../schema";
import { routingRules } from "./rules-cache";

/** What a rule can look at: the lead's language, calling code, source and game. */
export type RoutingFacts = {
  language: string;
  countryCode: string;
  source: string;
  gameId: string | null;
};

function ruleMatches(rule: RoutingRule, f: RoutingFacts): boolean {
  return (
    (rule.language === null || rule.language === f.language) &&
    (rule.countryCode === null || rule.countryCode === f.countryCode) &&
    (rule.source === null || rule.source.toLowerCase() === f.source.toLowerCase()) &&
    (rule.gameId === null || rule.gameId === f.gameId)
  );
}

/** Available to take a conversation: active and in a role that works leads. */
const AVAILABLE = sql`(u.banned is null or u.banned = false) and u.role in ('owner', 'sales')`;

/**
 * The person the first matching rule gives a new conversation to, or null (no rule matches, or
 * its person or every member of its team is unavailable). A team's member who had a turn longest
 * ago (never first) takes it and goes to the back; the row lock makes two messages at once take
 * different members. The rules come from this process's copy (rules-cache.ts), so a message that
 * matches none costs no query and one that matches costs one statement: well under the 5 ms a
 * message may spend on it. `then` adds what the pick sets off to that statement (more CTEs,
 * reading the picked person's `id` from `picked`; null: nothing to add), so giving the lead and
 * recording it cost no round trip of their own: on the embedded database each statement is one.
 * The statement is planned once per process there (platform/db/prepared.ts).
 */
export async function routeOwner(
  tx: Db,
  facts: RoutingFacts,
  opts: { now?: Date; then?: (picked: SQL) => SQL | null } = {},
) {
  const now = opts.now ?? new Date();
  const rules = await routingRules(tx);
  for (const rule of rules) {
    if (!ruleMatches(rule, facts)) continue;
    const pick = rule.assigneeUserId
      ? sql`select u.id from "user" u where u.id = ${rule.assigneeUserId} and ${AVAILABLE}`
      : sql`
          update sales_team_members set last_assigned_at = ${now.toISOString()}
          where (team_id, user_id) = (
            select m.team_id, m.user_id from sales_team_members m join "user" u on u.id = m.user_id
            where m.team_id = ${rule.assigneeTeamId} and ${AVAILABLE}
            order by m.last_assigned_at asc nulls first, m.user_id asc
            limit 1
            for update of m skip locked
          )
          returning user_id as id`;
    const then = opts.then?.(sql.raw("picked"));
    const picked = await executePrepared<{ id: string }>(
      tx,
      then
        ? sql`with picked as (${pick}), ${then} select id from picked`
        : sql`with picked as (${pick}) select id from picked`,
    );
    const id = picked.rows[0]?.id;
    if (id) return { ownerId: id, ruleId: rule.id, thenRan: !!then };
  }
  return null;
}
