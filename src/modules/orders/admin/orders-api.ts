import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import { toQuery } from "@/platform/lists/params";
import type { FlowStage, Incoterm, MoneyState, OrderStage, PaymentMethod } from "../index";
import type { MachineSlot } from "../machine-slots";

export type AdminOrderRow = {
  id: string;
  number: string;
  leadId: string;
  buyer: string;
  stage: OrderStage;
  currency: string;
  plannedShipDate: string | null;
  late: boolean;
  money: MoneyState;
  createdAt: string;
};

type Line = { description: string; quantity: number; unitMinor: number; discountBp: number };

export type AdminOrder = {
  id: string;
  number: string;
  leadId: string;
  buyer: string;
  quoteNumber: string;
  origin: "accepted" | "other";
  originNote: string | null;
  currency: string;
  lines: Line[];
  discountBp: number;
  taxBp: number | null;
  taxLabel: string | null;
  subtotalMinor: number;
  discountMinor: number;
  taxMinor: number;
  totalMinor: number;
  depositBp: number;
  depositDueOn: string | null;
  stage: OrderStage;
  nextStage: FlowStage | null;
  cancellable: boolean;
  late: boolean;
  plannedShipDate: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
  incoterm: Incoterm | null;
  estimatedArrival: string | null;
  shipOverrideReason: string | null;
  cancelReason: string | null;
  money: MoneyState;
  payments: {
    id: string;
    amountMinor: number;
    paidOn: string;
    method: PaymentMethod;
    reference: string | null;
    overpayment: boolean;
    note: string | null;
    recordedByName: string | null;
  }[];
  stages: {
    id: string;
    fromStage: OrderStage | null;
    toStage: OrderStage;
    actorName: string | null;
    details: Record<string, string | null> | null;
    createdAt: string;
  }[];
  machineSlots: MachineSlot[];
  machines: { id: string; serial: string; installDate: string; line: number }[];
  createdAt: string;
};

/** The default terms and the business and bank details the documents print. */
export type OrderSettingsView = {
  depositBp: number;
  depositDays: number;
  businessName: string;
  businessAddress: string;
  bankBeneficiary: string;
  bankName: string;
  bankAccount: string;
  bankSwift: string;
  bankAddress: string;
};

export type OrderListQuery = { page: number; q?: string; stage?: OrderStage; late?: string };

export const orderKeys = {
  all: ["orders"] as const,
  list: (p: OrderListQuery) => ["orders", "list", p] as const,
  one: (id: string) => ["orders", "one", id] as const,
  settings: () => ["orders", "settings"] as const,
};

export const orderQueries = {
  list: (p: OrderListQuery) =>
    queryOptions({
      queryKey: orderKeys.list(p),
      queryFn: ({ signal }) =>
        api<{ orders: AdminOrderRow[]; total: number; page: number; pageSize: number }>(
          `/api/admin/orders${toQuery(p, { page: 1 })}`,
          { signal },
        ),
      placeholderData: keepPreviousData,
      meta: { errorMessage: "Failed to load orders" },
    }),
  one: (id: string) =>
    queryOptions({
      queryKey: orderKeys.one(id),
      queryFn: ({ signal }) => api<AdminOrder>(`/api/admin/orders/${id}`, { signal }),
      meta: { errorMessage: "Failed to load the order" },
    }),
  settings: () =>
    queryOptions({
      queryKey: orderKeys.settings(),
      queryFn: ({ signal }) => api<OrderSettingsView>("/api/admin/orders/settings", { signal }),
      meta: { errorMessage: "Failed to load the order settings" },
    }),
};
