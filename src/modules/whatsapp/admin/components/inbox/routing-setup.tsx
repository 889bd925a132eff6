"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "@/platform/http/api-client";
import { LOCALES } from "@/platform/i18n/locales";
import { ErrorBox, LoadError, SuccessBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Select } from "@/ui/field";
import { ListStates } from "@/ui/list-states";
import { ScreenHeader } from "@/ui/screen-header";
import type { RoutingRuleInput } from "../../../inbox-validation";
import { inboxMutations, inboxQueries } from "../../inbox-api";
import { TeamForm } from "./team-form";

const fieldErrors = (e: unknown): Record<string, string> =>
  e instanceof ApiError ? ((e.details as { fields?: Record<string, string> })?.fields ?? {}) : {};

const EMPTY_RULE: RoutingRuleInput = {
  language: null,
  countryCode: null,
  source: null,
  gameId: null,
  assigneeUserId: null,
  assigneeTeamId: null,
};

/** Owners' setup: sales teams, then the routing rules in order (the first match wins). */
export function RoutingSetup() {
  return (
    <div className="space-y-8">
      <ScreenHeader title="Inbox routing" />
      <p className="max-w-3xl text-sm text-slate-600">
        When a buyer without an owner writes and opens a conversation, the first rule whose
        conditions all match gives it to its person, or in turn to the available members of its
        team. A buyer whose lead has an owner stays with that owner.
      </p>
      <Teams />
      <Rules />
    </div>
  );
}

function Teams() {
  const teams = useQuery(inboxQueries.teams());
  const people = useQuery(inboxQueries.assignees());
  const remove = useMutation(inboxMutations.deleteTeam());
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <section aria-labelledby="teams-heading" className="space-y-3">
      <h2 id="teams-heading" className="text-lg font-semibold">
        Teams
      </h2>
      <ListStates
        rows={teams.data}
        error={teams.isError ? "Failed to load the teams" : null}
        onRetry={() => void teams.refetch()}
        loadingLabel="Loading teams"
      >
        {(rows) => (
          <ul className="space-y-2 text-sm">
            {rows.length === 0 ? <li className="text-slate-500">No teams yet.</li> : null}
            {rows.map((t) =>
              editing === t.id ? (
                <li key={t.id} className="rounded-md border border-slate-200 p-3">
                  <TeamForm team={t} onDone={() => setEditing(null)} />
                </li>
              ) : (
                <li key={t.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <span className="font-medium">{t.name}</span>
                  <span className="text-slate-500">
                    {t.memberIds
                      .map(
                        (id) =>
                          people.data?.find((p) => p.id === id)?.name ?? "Former staff member",
                      )
                      .join(", ") || "No members"}
                  </span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Edit team ${t.name}`}
                    onClick={() => setEditing(t.id)}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Delete team ${t.name}`}
                    onClick={() => remove.mutate(t.id)}
                  >
                    Delete
                  </Button>
                </li>
              ),
            )}
          </ul>
        )}
      </ListStates>
      <TeamForm />
    </section>
  );
}

const withoutId = (r: RoutingRuleInput & { id: string }): RoutingRuleInput => ({
  language: r.language,
  countryCode: r.countryCode,
  source: r.source,
  gameId: r.gameId,
  assigneeUserId: r.assigneeUserId,
  assigneeTeamId: r.assigneeTeamId,
});

function Rules() {
  const saved = useQuery(inboxQueries.rules());
  if (saved.isPending) return <p className="text-sm text-slate-500">Loading rules…</p>;
  if (saved.isError)
    return (
      <LoadError message="Failed to load the routing rules" onRetry={() => void saved.refetch()} />
    );
  return <RulesForm initial={saved.data.map(withoutId)} />;
}

function RulesForm({ initial }: { initial: RoutingRuleInput[] }) {
  const teams = useQuery(inboxQueries.teams());
  const people = useQuery(inboxQueries.assignees());
  const games = useQuery(inboxQueries.games());
  const save = useMutation(inboxMutations.saveRules());
  const [rules, setRules] = useState(initial);
  const errors = fieldErrors(save.error);
  const set = (i: number, patch: Partial<RoutingRuleInput>) =>
    setRules((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const move = (i: number, by: number) =>
    setRules((rs) => {
      const next = [...rs];
      const [r] = next.splice(i, 1);
      next.splice(i + by, 0, r!);
      return next;
    });
  return (
    <section aria-labelledby="rules-heading" className="space-y-3">
      <h2 id="rules-heading" className="text-lg font-semibold">
        Routing rules
      </h2>
      <ol className="space-y-3">
        {rules.map((r, i) => {
          const err = (f: string) => errors[`rules.${i}.${f}`];
          const assignee = r.assigneeTeamId
            ? `team:${r.assigneeTeamId}`
            : r.assigneeUserId
              ? `user:${r.assigneeUserId}`
              : "";
          return (
            <li key={i} className="rounded-md border border-slate-200 p-3">
              <fieldset className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
                <legend className="mb-2 text-sm font-medium">Rule {i + 1}</legend>
                <Field label="Language" error={err("language")}>
                  {(props) => (
                    <Select
                      {...props}
                      value={r.language ?? ""}
                      onChange={(e) =>
                        set(i, {
                          language: (e.target.value || null) as RoutingRuleInput["language"],
                        })
                      }
                    >
                      <option value="">Any</option>
                      {LOCALES.map((l) => (
                        <option key={l.code} value={l.code}>
                          {l.name}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label="Country code" error={err("countryCode")}>
                  {(props) => (
                    <Input
                      {...props}
                      placeholder="+44"
                      maxLength={5}
                      value={r.countryCode ?? ""}
                      onChange={(e) => set(i, { countryCode: e.target.value || null })}
                    />
                  )}
                </Field>
                <Field label="Source" error={err("source")}>
                  {(props) => (
                    <Input
                      {...props}
                      placeholder="whatsapp"
                      maxLength={100}
                      value={r.source ?? ""}
                      onChange={(e) => set(i, { source: e.target.value || null })}
                    />
                  )}
                </Field>
                <Field label="Game" error={err("gameId")}>
                  {(props) => (
                    <Select
                      {...props}
                      value={r.gameId ?? ""}
                      onChange={(e) => set(i, { gameId: e.target.value || null })}
                    >
                      <option value="">Any</option>
                      {r.gameId && games.data && !games.data.some((g) => g.id === r.gameId) ? (
                        <option value={r.gameId}>A deleted game</option>
                      ) : null}
                      {games.data?.map((g) => (
                        <option key={g.id} value={g.id}>
                          {g.title}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                <Field label="Give to" error={err("assigneeUserId") ?? err("assigneeTeamId")}>
                  {(props) => (
                    <Select
                      {...props}
                      value={assignee}
                      onChange={(e) => {
                        const [kind, id] = e.target.value.split(":");
                        set(i, {
                          assigneeUserId: kind === "user" ? id! : null,
                          assigneeTeamId: kind === "team" ? id! : null,
                        });
                      }}
                    >
                      <option value="">Choose…</option>
                      <optgroup label="Teams">
                        {teams.data?.map((t) => (
                          <option key={t.id} value={`team:${t.id}`}>
                            {t.name}
                          </option>
                        ))}
                      </optgroup>
                      <optgroup label="People">
                        {people.data?.map((p) => (
                          <option key={p.id} value={`user:${p.id}`}>
                            {p.name || p.email}
                          </option>
                        ))}
                      </optgroup>
                    </Select>
                  )}
                </Field>
                <div className="flex items-end gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move rule ${i + 1} up`}
                    disabled={i === 0}
                    onClick={() => move(i, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move rule ${i + 1} down`}
                    disabled={i === rules.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove rule ${i + 1}`}
                    onClick={() => setRules((rs) => rs.filter((_, j) => j !== i))}
                  >
                    Remove
                  </Button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setRules((rs) => [...rs, EMPTY_RULE])}>
          Add rule
        </Button>
        <Button disabled={save.isPending} onClick={() => save.mutate(rules)}>
          Save rules
        </Button>
      </div>
      {save.isSuccess ? <SuccessBox>Rules saved.</SuccessBox> : null}
      {save.error ? <ErrorBox>{save.error.message}</ErrorBox> : null}
    </section>
  );
}
