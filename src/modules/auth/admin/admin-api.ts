import { queryOptions } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import type { Role } from "../permissions";

// Browser-side calls of the team and account screens (client-safe: types and fetches only).

export type TeamPerson = {
  id: string;
  name: string;
  email: string;
  role: string | null;
  active: boolean;
  twoFactorEnabled: boolean;
  /** In the round-robin for new leads (issue 23). */
  receivesLeads: boolean;
  lastSignInAt: string | null;
  lastSeenAt: string | null;
  createdAt: string;
};
export type TeamInvitation = {
  id: string;
  email: string;
  role: string | null;
  createdAt: string;
  expiresAt: string;
};
export type Team = {
  people: TeamPerson[];
  invitations: TeamInvitation[];
  requireTwoFactor: boolean;
};
export type MailResult = "sent" | "failed" | "off";
export type OneTimeLink = { url: string; mail: MailResult; expiresAt: string };

export const teamQuery = queryOptions({
  queryKey: ["team"],
  queryFn: () => api<Team>("/api/admin/team"),
});

export const teamApi = {
  invite: (input: { email: string; role: Role }) =>
    api<OneTimeLink & { id: string; email: string; role: Role }>("/api/admin/team/invitations", {
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
  endSessions: (id: string) => api<null>(`/api/admin/team/${id}/sessions`, { method: "DELETE" }),
  requireTwoStep: (required: boolean) =>
    api<{ required: boolean }>("/api/admin/team/two-step", { method: "PUT", json: { required } }),
};

export type OwnSession = {
  id: string;
  device: string;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

export const sessionsQuery = queryOptions({
  queryKey: ["account", "sessions"],
  queryFn: () =>
    api<{ sessions: OwnSession[] }>("/api/admin/account/sessions").then((d) => d.sessions),
});

export const accountApi = {
  endSession: (id: string) => api<null>(`/api/admin/account/sessions/${id}`, { method: "DELETE" }),
};
