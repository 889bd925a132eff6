import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import { toQuery } from "@/platform/lists/params";
import type { ClaimKind, ClaimStatus, DocumentKind, WarrantyStatus } from "../index";

export type AdminMachine = {
  id: string;
  serial: string;
  gameTitle: string;
  installDate: string;
  warrantyEnd: string;
  warranty: WarrantyStatus;
  company: string;
  contactName: string;
  whatsapp: string | null;
  email: string | null;
  country: string;
  operatorId: string;
};
export type AdminClaim = {
  id: string;
  serial: string;
  gameTitle: string;
  company: string;
  kind: ClaimKind;
  description: string;
  status: ClaimStatus;
  reason: string | null;
  trackingRef: string | null;
  files: { name: string; contentType: string }[];
  overdue: boolean;
  createdAt: string;
};
export type AdminDocument = {
  id: string;
  gameTitle: string;
  title: string;
  kind: DocumentKind;
  language: string;
  version: string;
  fileName: string;
  size: number;
  createdAt: string;
};
export type AdminBulletin = {
  id: string;
  title: string;
  severity: string;
  publishAt: string;
  notifiedAt: string | null;
  /** Operators it was sent to, those it reached (sent, delivered or read), and who opened it. */
  recipients: number;
  received: number;
  opened: number;
};
type PageOf<K extends string, T> = { [key in K]: T[] } & {
  total: number;
  page: number;
  pageSize: number;
};

export type MachinesPage = PageOf<"machines", AdminMachine>;
export type ClaimsPage = PageOf<"claims", AdminClaim>;

const serviceKeys = {
  machines: (p: object) => ["machines", "list", p] as const,
  claims: (p: object) => ["machines", "claims", p] as const,
  documents: () => ["machines", "documents"] as const,
  bulletins: () => ["machines", "bulletins"] as const,
  games: () => ["machines", "games"] as const,
  leadOperator: (leadId: string) => ["machines", "lead-operator", leadId] as const,
  operatorLeads: (operatorId: string) => ["machines", "operator-leads", operatorId] as const,
};

/** The operator with a lead's WhatsApp number, and their machines. */
export type LeadOperator = {
  operator: { id: string; company: string; contactName: string; email: string | null } | null;
  machines: AdminMachine[];
};
/** A price request from an operator's number. */
export type OperatorLead = {
  id: string;
  name: string;
  whatsapp: string;
  status: string;
  createdAt: string;
};

export const serviceQueries = {
  machines: (p: { page: number; q?: string }) =>
    queryOptions({
      queryKey: serviceKeys.machines(p),
      queryFn: ({ signal }) =>
        api<MachinesPage>(`/api/admin/machines${toQuery(p, { page: 1 })}`, {
          signal,
        }),
      placeholderData: keepPreviousData,
      meta: { errorMessage: "Failed to load machines" },
    }),
  claims: (p: { page: number; q?: string; status?: string }) =>
    queryOptions({
      queryKey: serviceKeys.claims(p),
      queryFn: ({ signal }) =>
        api<ClaimsPage>(`/api/admin/claims${toQuery(p, { page: 1 })}`, {
          signal,
        }),
      placeholderData: keepPreviousData,
      meta: { errorMessage: "Failed to load claims" },
    }),
  documents: () =>
    queryOptions({
      queryKey: serviceKeys.documents(),
      queryFn: ({ signal }) =>
        api<{ documents: AdminDocument[] }>("/api/admin/service-documents", { signal }),
      meta: { errorMessage: "Failed to load documents" },
    }),
  bulletins: () =>
    queryOptions({
      queryKey: serviceKeys.bulletins(),
      queryFn: ({ signal }) =>
        api<{ bulletins: AdminBulletin[] }>("/api/admin/bulletins", { signal }),
      meta: { errorMessage: "Failed to load bulletins" },
    }),
  leadOperator: (leadId: string) =>
    queryOptions({
      queryKey: serviceKeys.leadOperator(leadId),
      queryFn: ({ signal }) => api<LeadOperator>(`/api/admin/leads/${leadId}/operator`, { signal }),
      meta: { errorMessage: "Failed to load the operator" },
    }),
  operatorLeads: (operatorId: string) =>
    queryOptions({
      queryKey: serviceKeys.operatorLeads(operatorId),
      queryFn: ({ signal }) =>
        api<{ leads: OperatorLead[] }>(`/api/admin/operators/${operatorId}/leads`, { signal }),
      meta: { errorMessage: "Failed to load the operator's leads" },
    }),
  games: () =>
    queryOptions({
      queryKey: serviceKeys.games(),
      queryFn: ({ signal }) =>
        api<{ games: { id: string; title: string }[] }>("/api/admin/games", { signal }),
      meta: { errorMessage: "Failed to load games" },
    }),
};
