import { queryOptions } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import type { ApiResult } from "@/platform/http/json-of";
import type { Role } from "../permissions";
import type { listOwnSessions } from "../server/sessions";
import type { invite, resetLink } from "../server/team/actions";
import type { teamOverview } from "../server/team/queries";

// Browser-side calls of the team and account screens (client-safe: types and fetches only).

// What the endpoints answer: the server functions' results as JSON.
export type Team = ApiResult<typeof teamOverview>;
export type TeamPerson = Team["people"][number];
export type OneTimeLink = ApiResult<typeof resetLink>;

export const teamQuery = queryOptions({
  queryKey: ["team"],
  queryFn: () => api<Team>("/api/admin/team"),
});

export const teamApi = {
  invite: (input: { email: string; role: Role }) =>
    api<ApiResult<typeof invite>>("/api/admin/team/invitations", {
      method: "POST",
      json: input,
    }),
  withdraw: (id: string) => api<null>(`/api/admin/team/invitations/${id}`, { method: "DELETE" }),
  setRole: (id: string, role: Role) =>
    api<{ role: Role }>(`/api/admin/team/${id}`, { method: "PATCH", json: { role } }),
  setActive: (id: string, active: boolean) =>
    api<{ active: boolean }>(`/api/admin/team/${id}`, { method: "PATCH", json: { active } }),
  setReceivesLeads: (id: string, receivesLeads: boolean) =>
    api<{ receivesLeads: boolean }>(`/api/admin/team/${id}`, {
      method: "PATCH",
      json: { receivesLeads },
    }),
  resetLink: (id: string) =>
    api<OneTimeLink>(`/api/admin/team/${id}/reset-link`, { method: "POST" }),
  revokeResetLink: (id: string) =>
    api<null>(`/api/admin/team/${id}/reset-link`, { method: "DELETE" }),
  endSessions: (id: string) => api<null>(`/api/admin/team/${id}/sessions`, { method: "DELETE" }),
  requireTwoStep: (required: boolean) =>
    api<{ required: boolean }>("/api/admin/team/two-step", { method: "PUT", json: { required } }),
};

export type OwnSession = ApiResult<typeof listOwnSessions>[number];

export const sessionsQuery = queryOptions({
  queryKey: ["account", "sessions"],
  queryFn: () =>
    api<{ sessions: OwnSession[] }>("/api/admin/account/sessions").then((d) => d.sessions),
});

export const accountApi = {
  endSession: (id: string) => api<null>(`/api/admin/account/sessions/${id}`, { method: "DELETE" }),
};
