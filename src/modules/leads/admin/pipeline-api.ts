import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import { LIVE_LIST } from "@/platform/http/query-client";
import type { DashboardPeriod } from "../pipeline-validation";
import type { Assignee } from "../server/assign";
import type { Dashboard } from "../server/dashboard";
import type { LeadPipelineView } from "../server/lead-pipeline";
import type { TimelineEntry } from "../server/timeline";
import { leadsKeys } from "./admin-api";

// The pipeline's reads and writes; every key sits under ["leads"] so a write that
// touches a lead can refresh the lists too.
const pipelineKeys = {
  lead: (id: string) => ["leads", "lead", id, "pipeline"] as const,
  timeline: (id: string) => ["leads", "lead", id, "timeline"] as const,
  assignees: () => ["leads", "assignees"] as const,
  due: () => ["leads", "due-counts"] as const,
  dashboard: (period: DashboardPeriod) => ["leads", "dashboard", period] as const,
};

const tz = () => String(new Date().getTimezoneOffset());

export const pipelineQueries = {
  lead: (id: string) =>
    queryOptions({
      queryKey: pipelineKeys.lead(id),
      queryFn: async ({ signal }) =>
        (await api<{ lead: LeadPipelineView }>(`/api/admin/leads/${id}/pipeline`, { signal })).lead,
      meta: { errorMessage: "Failed to load the lead" },
    }),
  timeline: (id: string) =>
    queryOptions({
      queryKey: pipelineKeys.timeline(id),
      queryFn: async ({ signal }) =>
        (await api<{ entries: TimelineEntry[] }>(`/api/admin/leads/${id}/timeline`, { signal }))
          .entries,
      meta: { errorMessage: "Failed to load the timeline" },
    }),
  assignees: () =>
    queryOptions({
      queryKey: pipelineKeys.assignees(),
      queryFn: async ({ signal }) =>
        (await api<{ people: Assignee[] }>("/api/admin/leads/assignees", { signal })).people,
      meta: { errorMessage: "Failed to load the team" },
      staleTime: 60_000,
    }),
  /** The side menu's counts stay current as leads come and go. */
  due: () =>
    queryOptions({
      queryKey: pipelineKeys.due(),
      queryFn: ({ signal }) =>
        api<{ dueToday: number; overdue: number }>(`/api/admin/leads/due-counts?tz=${tz()}`, {
          signal,
        }),
      ...LIVE_LIST,
    }),
  dashboard: (period: DashboardPeriod) =>
    queryOptions({
      queryKey: pipelineKeys.dashboard(period),
      queryFn: async ({ signal }) =>
        (await api<{ dashboard: Dashboard }>(`/api/admin/dashboard?period=${period}`, { signal }))
          .dashboard,
      meta: { errorMessage: "Failed to load the dashboard" },
    }),
};

/** After any change to a lead: its details, its timeline, the lists and the counts read again. */
const refreshLead = (client: QueryClient, id: string) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ["leads", "lead", id] }),
    client.invalidateQueries({ queryKey: leadsKeys.lists() }),
    client.invalidateQueries({ queryKey: pipelineKeys.due() }),
  ]);

export const pipelineMutations = {
  setOwner: (id: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to change the owner" },
      mutationFn: (ownerId: string | null) =>
        api(`/api/admin/leads/${id}/owner`, { method: "PUT", json: { ownerId } }),
      onSuccess: (_d, _v, _r, { client }) => refreshLead(client, id),
    }),
  setFollowUp: (id: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save the follow-up" },
      mutationFn: (followUpAt: string | null) =>
        api(`/api/admin/leads/${id}/follow-up`, { method: "PUT", json: { followUpAt } }),
      onSuccess: (_d, _v, _r, { client }) => refreshLead(client, id),
    }),
  addNote: (id: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save the note" },
      mutationFn: (body: string) =>
        api(`/api/admin/leads/${id}/notes`, { method: "POST", json: { body } }),
      onSuccess: (_d, _v, _r, { client }) => refreshLead(client, id),
    }),
  editNote: (id: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to save the note" },
      mutationFn: ({ noteId, body }: { noteId: string; body: string }) =>
        api(`/api/admin/leads/${id}/notes/${noteId}`, { method: "PATCH", json: { body } }),
      onSuccess: (_d, _v, _r, { client }) => refreshLead(client, id),
    }),
  deleteNote: (id: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to delete the note" },
      mutationFn: (noteId: string) =>
        api(`/api/admin/leads/${id}/notes/${noteId}`, { method: "DELETE" }),
      onSuccess: (_d, _v, _r, { client }) => refreshLead(client, id),
    }),
  merge: (id: string) =>
    mutationOptions({
      meta: { errorMessage: "Failed to merge the requests" },
      mutationFn: (mergedId: string) =>
        api(`/api/admin/leads/${id}/merge`, { method: "POST", json: { mergedId } }),
      onSuccess: (_d, _v, _r, { client }) => refreshLead(client, id),
    }),
};
