"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useCan } from "@/modules/auth/admin";
import { formatMoney } from "@/modules/quotes";
import { api, ApiError } from "@/platform/http/api-client";
import { useListState } from "@/platform/lists/use-list-state";
import { AdminTable, type Column } from "@/ui/admin-table";
import { ErrorBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Checkbox } from "@/ui/checkbox";
import { Field, Input, Select, Textarea } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { SearchBox } from "@/ui/list-filters";
import { fromQuery } from "@/ui/list-states";
import { ScreenHeader } from "@/ui/screen-header";
import { ORDER_STAGES, STAGE_LABELS, type OrderStage } from "../index";
import { manualOrderSchema, orderListParamsSchema } from "../validation";
import { OrderSettings } from "./order-settings-form";
import { orderQueries, type AdminOrderRow } from "./orders-api";
import { StagePill } from "./stage-pill";

const money = (minor: number, currency: string) => formatMoney(minor, currency);

/** Orders, newest first: by stage, late ones, a search of number and buyer; one by hand. */
export function OrdersScreen() {
  const { state, set, hrefFor } = useListState(orderListParamsSchema, { page: 1 });
  const query = useQuery(
    orderQueries.list({ page: state.page, q: state.q, stage: state.stage, late: state.late }),
  );
  const columns: Column<AdminOrderRow>[] = [
    {
      key: "number",
      header: "Order",
      rowHeader: true,
      cell: (o) => (
        <Link className="font-mono underline" href={`/admin/orders/${o.id}`}>
          {o.number}
        </Link>
      ),
    },
    { key: "buyer", header: "Buyer", cell: (o) => o.buyer },
    { key: "stage", header: "Stage", cell: (o) => <StagePill stage={o.stage} late={o.late} /> },
    {
      key: "total",
      header: "Total",
      className: "text-end whitespace-nowrap",
      cell: (o) => money(o.money.totalMinor, o.currency),
    },
    {
      key: "due",
      header: "Due",
      className: "text-end whitespace-nowrap",
      cell: (o) => (
        <span>
          {money(o.money.balanceDueMinor, o.currency)}
          {o.money.overdueMinor > 0 ? (
            <span className="block text-xs font-semibold text-red-700">
              {money(o.money.overdueMinor, o.currency)} overdue
            </span>
          ) : null}
        </span>
      ),
    },
    { key: "ship", header: "Planned ship", cell: (o) => o.plannedShipDate ?? "—" },
  ];
  const filtered = !!(state.q || state.stage || state.late);
  return (
    <div className="space-y-4">
      <ScreenHeader title="Orders" />
      <ManualOrder />
      <OrderSettings />
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="order-stage" className="sr-only">
          Stage filter
        </label>
        <Select
          id="order-stage"
          className="w-48"
          value={state.stage ?? ""}
          onChange={(e) => set({ stage: (e.target.value || undefined) as OrderStage | undefined })}
        >
          <option value="">All stages</option>
          {ORDER_STAGES.map((s) => (
            <option key={s} value={s}>
              {STAGE_LABELS[s]}
            </option>
          ))}
        </Select>
        <Checkbox
          className="mb-0"
          label="Late only"
          checked={!!state.late}
          onChange={(e) => set({ late: e.target.checked ? "1" : undefined })}
        />
        <SearchBox
          label="Search orders"
          placeholder="Order number, buyer, quote number"
          value={state.q ?? ""}
          onSearch={(q) => set({ q: q || undefined }, { replace: true })}
        />
      </div>
      <AdminTable
        caption="Orders"
        columns={columns}
        {...fromQuery(query, query.data?.orders, "Failed to load orders")}
        empty={
          filtered
            ? "No orders match."
            : "No orders yet. An order is made when a buyer accepts a quote."
        }
        loadingLabel="Loading orders"
        stale={query.isPlaceholderData}
        paging={{ of: query.data, hrefFor, noun: "orders" }}
      />
    </div>
  );
}

/** A quote the buyer accepted another way (a call, a signed copy): its order, with how. */
function ManualOrder() {
  const canCreate = useCan({ order: ["create"] });
  if (!canCreate) return null;
  return <ManualOrderForm />;
}

function ManualOrderForm() {
  const router = useRouter();
  const form = useSchemaForm(manualOrderSchema, { defaultValues: { quote: "", note: "" } });
  const { errors, isSubmitting: busy } = form.formState;
  const [error, setError] = useState<string | null>(null);
  const save = form.handleSubmit(
    async (json) => {
      setError(null);
      try {
        const order = await api<{ id: string }>("/api/admin/orders", { method: "POST", json });
        router.push(`/admin/orders/${order.id}`);
      } catch (err) {
        // The fields say what is wrong when the server named them; the box is for anything else.
        if (!showServerErrors(err, form.setError))
          setError(err instanceof ApiError ? err.message : "Failed to make the order");
      }
    },
    () => setError(null),
  );
  return (
    <details className="rounded-lg border bg-white p-4">
      <summary className="cursor-pointer font-semibold">
        Make an order from a quote accepted by other means
      </summary>
      <form onSubmit={(e) => void save(e)} className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
        <Field
          label="Quote number"
          required
          error={errors.quote?.message}
          hint="As on the quote, e.g. Q-1A2B3C4D-2"
        >
          {(p) => <Input {...p} {...form.register("quote")} />}
        </Field>
        <Field label="How the buyer accepted" required error={errors.note?.message}>
          {(p) => <Textarea {...p} rows={2} {...form.register("note")} />}
        </Field>
        <div>
          <Button type="submit" disabled={busy}>
            {busy ? "Making the order…" : "Make the order"}
          </Button>
        </div>
        <ErrorBox className="sm:col-span-2">{error}</ErrorBox>
      </form>
    </details>
  );
}
