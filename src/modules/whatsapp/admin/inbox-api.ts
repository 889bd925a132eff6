import {
  infiniteQueryOptions,
  keepPreviousData,
  mutationOptions,
  queryOptions,
  type QueryClient,
} from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import { LIVE_LIST } from "@/platform/http/query-client";
import { toQuery } from "@/platform/lists/params";
import type { InboxScope, InboxView, RoutingRuleInput, SalesTeamInput } from "../inbox-validation";
import type { InboxPage, InboxRow } from "../server/sales-inbox/list";
type Assignee = { id: string; name: string; email: string };
import type { RoutingRuleView, SalesTeamView } from "../server/sales-inbox/setup";

// Under the leads' root key, so whatever reads the leads again (a live message) reads these too.
const inboxKeys = {
  all: () => ["leads", "inbox"] as const,
  list: (p: InboxFilters) => ["leads", "inbox", "list", p] as const,
  one: (id: string) => ["leads", "inbox", "one", id] as const,
  unread: () => ["leads", "inbox", "unread"] as const,
  rules: () => ["leads", "inbox", "rules"] as const,
  teams: () => ["leads", "inbox", "teams"] as const,
};

export type InboxFilters = { scope: InboxScope; view: InboxView; q: string };

export const inboxQueries = {
  /** Pages by keyset cursor ("Show more"); a live message reads the loaded pages again. */
  list: (p: InboxFilters) =>
    infiniteQueryOptions({
      queryKey: inboxKeys.list(p),
      queryFn: ({ signal, pageParam }) =>
        api<InboxPage>(
          `/api/admin/inbox${toQuery({ ...p, cursor: pageParam }, { scope: "mine", view: "open" })}`,
          { signal },
        ),
      initialPageParam: "",
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      placeholderData: keepPreviousData,
      meta: { errorMessage: "Failed to load the inbox" },
      ...LIVE_LIST,
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: inboxKeys.one(id),
      queryFn: ({ signal }) => api<InboxRow>(`/api/admin/inbox/${id}`, { signal }),
      meta: { errorMessage: "Failed to load the conversation" },
    }),
  unread: () =>
    queryOptions({
      queryKey: inboxKeys.unread(),
      queryFn: async ({ signal }) =>
        (await api<{ total: number }>("/api/admin/inbox/unread", { signal })).total,
      meta: { errorMessage: "Failed to load unread conversations" },
    }),
  /** Everyone a conversation can be given to (the leads' own list, shared cache). */
  assignees: () =>
    queryOptions({
      queryKey: ["leads", "assignees"],
      queryFn: async ({ signal }) =>
        (await api<{ people: Assignee[] }>("/api/admin/leads/assignees", { signal })).people,
      meta: { errorMessage: "Failed to load the team" },
      staleTime: 60_000,
    }),
  /** The games a rule can name, by title (the catalog's own list). */
  games: () =>
    queryOptions({
      queryKey: ["inbox", "games"],
      queryFn: async ({ signal }) =>
        (
          await api<{ games: { id: string; title: string }[] }>("/api/admin/games", { signal })
        ).games
          .map((g) => ({ id: g.id, title: g.title }))
          .sort((a, b) => a.title.localeCompare(b.title)),
      meta: { errorMessage: "Failed to load the games" },
      staleTime: 60_000,
    }),
  rules: () =>
    queryOptions({
      queryKey: inboxKeys.rules(),
      queryFn: async ({ signal }) =>
        (await api<{ rules: RoutingRuleView[] }>("/api/admin/inbox/rules", { signal })).rules,
      meta: { errorMessage: "Failed to load the routing rules" },
    }),
  teams: () =>
    queryOptions({
      queryKey: inboxKeys.teams(),
      queryFn: async ({ signal }) =>
        (await api<{ teams: SalesTeamView[] }>("/api/admin/inbox/teams", { signal })).teams,
      meta: { errorMessage: "Failed to load the teams" },
    }),
};

const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: inboxKeys.all() }),
    client.invalidateQueries({ queryKey: ["leads", "list"] }),
  ]);

export const inboxMutations = {
  reassign: (id: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to reassign the conversation" },
      mutationFn: (ownerId: string | null) =>
        api(`/api/admin/inbox/${id}/owner`, { method: "PUT", json: { ownerId } }),
      onSuccess: (_d, _v, _r, { client }) =>
        Promise.all([
          refresh(client),
          client.invalidateQueries({ queryKey: ["leads", "lead", id] }),
        ]),
    }),
  snooze: (id: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to snooze the conversation" },
      mutationFn: (until: string | null) =>
        api(`/api/admin/inbox/${id}/snooze`, { method: "PUT", json: { until } }),
      onSuccess: (_d, _v, _r, { client }) => refresh(client),
    }),
  setStatus: (id: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to change the conversation" },
      mutationFn: (status: "open" | "closed") =>
        api(`/api/admin/inbox/${id}/status`, { method: "PUT", json: { status } }),
      onSuccess: (_d, _v, _r, { client }) => refresh(client),
    }),
  saveRules: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to save the routing rules" },
      mutationFn: async (rules: RoutingRuleInput[]) =>
        (
          await api<{ rules: RoutingRuleView[] }>("/api/admin/inbox/rules", {
            method: "PUT",
            json: { rules },
          })
        ).rules,
      onSuccess: (rules, _v, _r, { client }) => client.setQueryData(inboxKeys.rules(), rules),
    }),
  saveTeam: (id?: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save the team" },
      mutationFn: (team: SalesTeamInput) =>
        api<SalesTeamView>(id ? `/api/admin/inbox/teams/${id}` : "/api/admin/inbox/teams", {
          method: id ? "PUT" : "POST",
          json: team,
        }),
      onSuccess: (_d, _v, _r, { client }) =>
        client.invalidateQueries({ queryKey: inboxKeys.teams() }),
    }),
  deleteTeam: () =>
    mutationOptions({
      meta: { errorMessage: "Failed to delete the team" },
      mutationFn: (id: string) => api(`/api/admin/inbox/teams/${id}`, { method: "DELETE" }),
      onSuccess: (_d, _v, _r, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: inboxKeys.teams() }),
          client.invalidateQueries({ queryKey: inboxKeys.rules() }),
        ]),
    }),
};
