"use client";
import { useState } from "react";
import { useCan } from "@/modules/auth/admin";
import { ErrorBox, SuccessBox, WarningBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Select, Textarea } from "@/ui/field";
import { INCOTERMS, STAGE_LABELS, type FlowStage } from "../index";
import { useOrderSubmit } from "./use-submit";

/**
 * The order's next stage and what it needs: a planned ship date for production, the carrier,
 * tracking, Incoterm and arrival for shipping (with an owner's override while the balance is due).
 */
export function StageForm({
  orderId,
  next,
  balanceDue,
}: {
  orderId: string;
  next: FlowStage;
  balanceDue: boolean;
}) {
  const canOverride = useCan({ order: ["override"] });
  const { submit, busy, error, fields, done } = useOrderSubmit(
    orderId,
    "stage",
    "Failed to change the stage",
  );
  const [v, setV] = useState<Record<string, string>>({ incoterm: "FOB" });
  const field = (name: string) => ({
    value: v[name] ?? "",
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) =>
      setV((old) => ({ ...old, [name]: e.target.value })),
  });
  const label = STAGE_LABELS[next];
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const pick = (names: string[]) => Object.fromEntries(names.map((n) => [n, v[n] ?? ""]));
    const body =
      next === "in_production"
        ? pick(["plannedShipDate", "note"])
        : next === "shipped"
          ? pick([
              "carrier",
              "trackingNumber",
              "trackingUrl",
              "incoterm",
              "estimatedArrival",
              "overrideReason",
              "note",
            ])
          : pick(["note"]);
    if (await submit({ to: next, ...body }, `Moved to ${label}`)) setV({ incoterm: "FOB" });
  };
  const shippingBlocked = next === "shipped" && balanceDue;
  return (
    <form
      aria-labelledby="next-stage"
      onSubmit={(e) => void save(e)}
      className="grid gap-3 sm:grid-cols-2"
      noValidate
    >
      <h3 id="next-stage" className="font-semibold sm:col-span-2">
        Next stage: {label}
      </h3>
      {next === "in_production" ? (
        <Field label="Planned ship date" required error={fields.plannedShipDate}>
          {(p) => <Input {...p} type="date" {...field("plannedShipDate")} />}
        </Field>
      ) : null}
      {next === "shipped" ? (
        <>
          <Field label="Carrier" required error={fields.carrier}>
            {(p) => <Input {...p} {...field("carrier")} />}
          </Field>
          <Field label="Tracking number" required error={fields.trackingNumber}>
            {(p) => <Input {...p} {...field("trackingNumber")} />}
          </Field>
          <Field label="Tracking link" error={fields.trackingUrl} hint="An https:// address">
            {(p) => <Input {...p} type="url" {...field("trackingUrl")} />}
          </Field>
          <Field label="Incoterm" required error={fields.incoterm} hint="Incoterms 2020">
            {(p) => (
              <Select {...p} {...field("incoterm")}>
                {INCOTERMS.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Estimated arrival" error={fields.estimatedArrival}>
            {(p) => <Input {...p} type="date" {...field("estimatedArrival")} />}
          </Field>
        </>
      ) : null}
      {shippingBlocked ? (
        <div className="space-y-2 sm:col-span-2">
          <WarningBox>
            The balance is not paid.{" "}
            {canOverride
              ? "To ship now, give the reason for the override."
              : "Only an owner can ship before it is paid."}
          </WarningBox>
          {canOverride ? (
            <Field label="Override reason" required error={fields.overrideReason}>
              {(p) => <Textarea {...p} rows={2} {...field("overrideReason")} />}
            </Field>
          ) : null}
        </div>
      ) : null}
      <Field className="sm:col-span-2" label="Note" error={fields.note}>
        {(p) => <Textarea {...p} rows={2} {...field("note")} />}
      </Field>
      <div className="space-y-2 sm:col-span-2" aria-live="polite">
        <Button type="submit" disabled={busy || (shippingBlocked && !canOverride)}>
          {busy ? "Saving…" : `Mark as ${label.toLowerCase()}`}
        </Button>
        <ErrorBox>{Object.keys(fields).length ? null : error}</ErrorBox>
        <SuccessBox>{done}</SuccessBox>
      </div>
    </form>
  );
}

/** An owner cancels the order, with the reason. */
export function CancelForm({ orderId }: { orderId: string }) {
  const { submit, busy, error, fields } = useOrderSubmit(orderId, "cancel", "Failed to cancel");
  const [reason, setReason] = useState("");
  return (
    <details className="rounded-lg border border-red-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-red-800">Cancel this order</summary>
      <form
        className="mt-3 space-y-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit({ reason }, "Order cancelled");
        }}
      >
        <Field label="Reason" required error={fields.reason}>
          {(p) => (
            <Textarea {...p} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          )}
        </Field>
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? "Cancelling…" : "Cancel the order"}
        </Button>
        <ErrorBox>{Object.keys(fields).length ? null : error}</ErrorBox>
      </form>
    </details>
  );
}
