"use client";
import type { z } from "zod";
import { useCan } from "@/modules/auth/admin";
import { ErrorBox, SuccessBox, WarningBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Select, Textarea } from "@/ui/field";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { INCOTERMS, STAGE_LABELS, type FlowStage } from "../index";
import { cancelSchema, stageSchema } from "../validation";
import { useOrderSubmit } from "./use-submit";

/** Every field a stage can ask for; the schema keeps only the next stage's. */
type StageField =
  | "plannedShipDate"
  | "carrier"
  | "trackingNumber"
  | "trackingUrl"
  | "incoterm"
  | "estimatedArrival"
  | "overrideReason"
  | "note";

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
  const { submit, clear, error, done } = useOrderSubmit(
    orderId,
    "stage",
    "Failed to change the stage",
  );
  // The schema is a union on `to`: the form holds the next stage, and the check keeps its fields.
  const start = { to: next, incoterm: "FOB" } as z.input<typeof stageSchema>;
  const form = useSchemaForm(stageSchema, { defaultValues: start });
  const { isSubmitting: busy } = form.formState;
  const errors: Partial<Record<StageField, { message?: string }>> = form.formState.errors;
  const label = STAGE_LABELS[next];
  const save = form.handleSubmit(async (stage) => {
    if (await submit(stage, `Moved to ${label}`, form.setError)) form.reset(start);
  }, clear);
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
        <Field label="Planned ship date" required error={errors.plannedShipDate?.message}>
          {(p) => <Input {...p} type="date" {...form.register("plannedShipDate")} />}
        </Field>
      ) : null}
      {next === "shipped" ? (
        <>
          <Field label="Carrier" required error={errors.carrier?.message}>
            {(p) => <Input {...p} {...form.register("carrier")} />}
          </Field>
          <Field label="Tracking number" required error={errors.trackingNumber?.message}>
            {(p) => <Input {...p} {...form.register("trackingNumber")} />}
          </Field>
          <Field
            label="Tracking link"
            error={errors.trackingUrl?.message}
            hint="An https:// address"
          >
            {(p) => <Input {...p} type="url" {...form.register("trackingUrl")} />}
          </Field>
          <Field label="Incoterm" required error={errors.incoterm?.message} hint="Incoterms 2020">
            {(p) => (
              <Select {...p} {...form.register("incoterm")}>
                {INCOTERMS.map((t) => (
                  <option key={t} value={t}>
                    {t}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Estimated arrival" error={errors.estimatedArrival?.message}>
            {(p) => <Input {...p} type="date" {...form.register("estimatedArrival")} />}
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
            <Field label="Override reason" required error={errors.overrideReason?.message}>
              {(p) => <Textarea {...p} rows={2} {...form.register("overrideReason")} />}
            </Field>
          ) : null}
        </div>
      ) : null}
      <Field className="sm:col-span-2" label="Note" error={errors.note?.message}>
        {(p) => <Textarea {...p} rows={2} {...form.register("note")} />}
      </Field>
      <div className="space-y-2 sm:col-span-2" aria-live="polite">
        <Button type="submit" disabled={busy || (shippingBlocked && !canOverride)}>
          {busy ? "Saving…" : `Mark as ${label.toLowerCase()}`}
        </Button>
        <ErrorBox>{error}</ErrorBox>
        <SuccessBox>{done}</SuccessBox>
      </div>
    </form>
  );
}

/** An owner cancels the order, with the reason. */
export function CancelForm({ orderId }: { orderId: string }) {
  const { submit, clear, error } = useOrderSubmit(orderId, "cancel", "Failed to cancel");
  const form = useSchemaForm(cancelSchema, { defaultValues: { reason: "" } });
  const { errors, isSubmitting: busy } = form.formState;
  const save = form.handleSubmit(async (cancel) => {
    await submit(cancel, "Order cancelled", form.setError);
  }, clear);
  return (
    <details className="rounded-lg border border-red-200 bg-white p-4">
      <summary className="cursor-pointer font-semibold text-red-800">Cancel this order</summary>
      <form className="mt-3 space-y-2" noValidate onSubmit={(e) => void save(e)}>
        <Field label="Reason" required error={errors.reason?.message}>
          {(p) => <Textarea {...p} rows={2} {...form.register("reason")} />}
        </Field>
        <Button type="submit" variant="danger" disabled={busy}>
          {busy ? "Cancelling…" : "Cancel the order"}
        </Button>
        <ErrorBox>{error}</ErrorBox>
      </form>
    </details>
  );
}
