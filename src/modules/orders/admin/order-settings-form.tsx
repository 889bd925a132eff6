"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useCan } from "@/modules/auth/admin";
import { bpToPercent } from "@/modules/quotes";
import { api } from "@/platform/http/api-client";
import { LoadError, SaveMessage, type SaveOutcome } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Textarea } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { orderSettingsSchema } from "../validation";
import { orderKeys, orderQueries, type OrderSettingsView } from "./orders-api";

const toForm = (s: OrderSettingsView) => ({
  depositPercent: bpToPercent(s.depositBp),
  depositDays: s.depositDays,
  businessName: s.businessName,
  businessAddress: s.businessAddress,
  bankBeneficiary: s.bankBeneficiary,
  bankName: s.bankName,
  bankAccount: s.bankAccount,
  bankSwift: s.bankSwift,
  bankAddress: s.bankAddress,
});

/** Owners: the default payment terms of new orders, and who is paid where on the documents. */
export function OrderSettings() {
  const canConfigure = useCan({ order: ["configure"] });
  if (!canConfigure) return null;
  return (
    <details className="rounded-lg border bg-white p-4">
      <summary className="cursor-pointer font-semibold">Payment terms and bank details</summary>
      <OrderSettingsLoader />
    </details>
  );
}

function OrderSettingsLoader() {
  const settings = useQuery(orderQueries.settings());
  if (settings.isError)
    return (
      <LoadError
        message="Failed to load the order settings"
        onRetry={() => void settings.refetch()}
      />
    );
  if (!settings.data) return <p className="mt-3 text-sm text-slate-500">Loading…</p>;
  return <OrderSettingsForm initial={settings.data} />;
}

function OrderSettingsForm({ initial }: { initial: OrderSettingsView }) {
  const client = useQueryClient();
  const form = useSchemaForm(orderSettingsSchema, { defaultValues: toForm(initial) });
  const { errors, isSubmitting: busy } = form.formState;
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const save = form.handleSubmit(async (parsed) => {
    setOutcome(null);
    try {
      // The server reads the percentage itself: the typed text is sent, not the parsed number.
      const saved = await api<OrderSettingsView>("/api/admin/orders/settings", {
        method: "PUT",
        json: { ...parsed, depositPercent: form.getValues("depositPercent") },
      });
      form.reset(toForm(saved));
      client.setQueryData(orderKeys.settings(), saved);
      setOutcome({ ok: true, text: "Order settings saved." });
    } catch (e) {
      showServerErrors(e, form.setError);
      setOutcome({ ok: false, text: "Failed to save the order settings" });
    }
  });
  const text = (name: keyof ReturnType<typeof toForm>, label: string, hint?: string) => (
    <Field label={label} hint={hint} error={errors[name]?.message}>
      {(p) => <Input {...p} {...form.register(name)} />}
    </Field>
  );
  return (
    <form
      onSubmit={(e) => void save(e)}
      noValidate
      className="mt-4 space-y-3"
      aria-label="Order settings"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Deposit (%)" required error={errors.depositPercent?.message}>
          {(p) => <Input {...p} inputMode="decimal" {...form.register("depositPercent")} />}
        </Field>
        <Field label="Days to pay the deposit" required error={errors.depositDays?.message}>
          {(p) => (
            <Input
              {...p}
              inputMode="numeric"
              {...form.register("depositDays", { valueAsNumber: true })}
            />
          )}
        </Field>
      </div>
      <h3 className="pt-2 text-sm font-semibold text-slate-800">On the order documents</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        {text("businessName", "Business name", "The seller, as on the invoices")}
        <Field label="Business address" error={errors.businessAddress?.message}>
          {(p) => <Textarea {...p} rows={3} {...form.register("businessAddress")} />}
        </Field>
        {text("bankBeneficiary", "Beneficiary")}
        {text("bankName", "Bank name")}
        {text("bankAccount", "IBAN or account number", "An IBAN is checked by its check digits")}
        {text("bankSwift", "SWIFT/BIC", "8 or 11 characters, like DEUTDEFF")}
        <Field label="Bank address" error={errors.bankAddress?.message}>
          {(p) => <Textarea {...p} rows={2} {...form.register("bankAddress")} />}
        </Field>
      </div>
      <SaveMessage outcome={outcome} />
      <Button type="submit" disabled={busy}>
        {busy ? "Saving…" : "Save order settings"}
      </Button>
    </form>
  );
}
