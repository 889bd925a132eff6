import "server-only";
import { and, asc, eq, inArray, ne, notInArray, sql } from "drizzle-orm";
import { canWorkLeads } from "@/modules/auth/server";
import { existingGameIds } from "@/modules/catalog/server";
import { getDb } from "@/platform/db/client";
import { AppError } from "@/platform/errors";
import { salesTeamMembers, salesTeams, whatsappRoutingRules } from "../../schema";
import type { RoutingRuleInput, SalesTeamInput } from "../../inbox-validation";
import { announceRoutingChange } from "../live";

// Owners' setup of the inbox: sales teams and the ordered routing rules.

const invalid = (fields: Record<string, string>) =>
  new AppError("Invalid input", { code: "VALIDATION", status: 400, details: { fields } });

export type SalesTeamView = { id: string; name: string; memberIds: string[] };

export async function listTeams(): Promise<SalesTeamView[]> {
  const db = await getDb();
  const [teams, members] = await Promise.all([
    db.select().from(salesTeams).orderBy(asc(salesTeams.name)),
    db.select().from(salesTeamMembers),
  ]);
  return teams.map((t) => ({
    id: t.id,
    name: t.name,
    memberIds: members.filter((m) => m.teamId === t.id).map((m) => m.userId),
  }));
}

/** Refuses people who cannot work leads (unknown, deactivated, editors), naming the field. */
async function checkPeople(ids: string[], field: (i: number) => string) {
  if (ids.length === 0) return;
  const found = await canWorkLeads(ids);
  const fields: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!found.has(id)) fields[field(i)] = "This person cannot work leads";
  });
  if (Object.keys(fields).length) throw invalid(fields);
}

async function checkTeamName(name: string, except?: string) {
  const db = await getDb();
  const [clash] = await db
    .select({ id: salesTeams.id })
    .from(salesTeams)
    .where(
      and(
        sql`lower(${salesTeams.name}) = lower(${name})`,
        except ? ne(salesTeams.id, except) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw invalid({ name: "A team with this name exists" });
}

export async function saveTeam(input: SalesTeamInput, id?: string): Promise<SalesTeamView> {
  const memberIds = [...new Set(input.memberIds)];
  await checkPeople(memberIds, (i) => `memberIds.${i}`);
  await checkTeamName(input.name, id);
  const db = await getDb();
  const teamId = await db.transaction(async (tx) => {
    let teamId = id;
    if (teamId) {
      const [row] = await tx
        .update(salesTeams)
        .set({ name: input.name })
        .where(eq(salesTeams.id, teamId))
        .returning({ id: salesTeams.id });
      if (!row) throw new AppError("Team not found", { code: "NOT_FOUND", status: 404 });
      // Members who stay keep their place in the round-robin.
      await tx
        .delete(salesTeamMembers)
        .where(
          and(
            eq(salesTeamMembers.teamId, teamId),
            memberIds.length ? notInArray(salesTeamMembers.userId, memberIds) : undefined,
          ),
        );
    } else {
      const [row] = await tx
        .insert(salesTeams)
        .values({ name: input.name })
        .returning({ id: salesTeams.id });
      teamId = row!.id;
    }
    if (memberIds.length)
      await tx
        .insert(salesTeamMembers)
        .values(memberIds.map((userId) => ({ teamId: teamId!, userId })))
        .onConflictDoNothing();
    return teamId;
  });
  return { id: teamId, name: input.name, memberIds };
}

export async function deleteTeam(id: string) {
  const db = await getDb();
  const [row] = await db
    .delete(salesTeams)
    .where(eq(salesTeams.id, id))
    .returning({ id: salesTeams.id });
  if (!row) throw new AppError("Team not found", { code: "NOT_FOUND", status: 404 });
  // Its rules went with it (on delete cascade).
  await announceRoutingChange();
}

export type RoutingRuleView = RoutingRuleInput & { id: string };

export async function listRules(): Promise<RoutingRuleView[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(whatsappRoutingRules)
    .orderBy(asc(whatsappRoutingRules.position));
  return rows.map((r) => ({
    id: r.id,
    language: r.language as RoutingRuleInput["language"],
    countryCode: r.countryCode,
    source: r.source,
    gameId: r.gameId,
    assigneeUserId: r.assigneeUserId,
    assigneeTeamId: r.assigneeTeamId,
  }));
}

/**
 * Replaces the ordered rules at once, after checking every person, team and game they name: a
 * refusal names the rule's field (rules.2.assigneeTeamId) and changes nothing.
 */
export async function replaceRules(rules: RoutingRuleInput[]): Promise<RoutingRuleView[]> {
  const db = await getDb();
  const people = rules.flatMap((r, i) => (r.assigneeUserId ? [{ i, id: r.assigneeUserId }] : []));
  const fields: Record<string, string> = {};
  if (people.length) {
    const ok = await canWorkLeads(
      people.map((p) => p.id),
      db,
    );
    for (const p of people)
      if (!ok.has(p.id)) fields[`rules.${p.i}.assigneeUserId`] = "This person cannot work leads";
  }
  const teamIds = rules.flatMap((r) => (r.assigneeTeamId ? [r.assigneeTeamId] : []));
  const teams = new Set(
    teamIds.length
      ? (
          await db
            .select({ id: salesTeams.id })
            .from(salesTeams)
            .where(inArray(salesTeams.id, teamIds))
        ).map((t) => t.id)
      : [],
  );
  const gameIds = rules.flatMap((r) => (r.gameId ? [r.gameId] : []));
  const knownGames = new Set(gameIds.length ? await existingGameIds(gameIds, db) : []);
  rules.forEach((r, i) => {
    if (r.assigneeTeamId && !teams.has(r.assigneeTeamId))
      fields[`rules.${i}.assigneeTeamId`] = "This team does not exist";
    if (r.gameId && !knownGames.has(r.gameId))
      fields[`rules.${i}.gameId`] = "This game does not exist";
  });
  if (Object.keys(fields).length) throw invalid(fields);
  await db.transaction(async (tx) => {
    await tx.delete(whatsappRoutingRules);
    if (rules.length)
      await tx
        .insert(whatsappRoutingRules)
        .values(rules.map((r, position) => ({ ...r, position })));
  });
  await announceRoutingChange();
  return listRules();
}
