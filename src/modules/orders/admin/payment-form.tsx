"use client";
import { useWatch } from "react-hook-form";
import { minorDigits } from "@/modules/quotes";
import { ErrorBox, SuccessBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Checkbox } from "@/ui/checkbox";
import { Field, Input, Select, Textarea } from "@/ui/field";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, utcDay } from "../index";
import { paymentSchema } from "../validation";
import { useOrderSubmit } from "./use-submit";

/** An owner records money received: the amount as typed, in the order's currency. */
export function PaymentForm({ orderId, currency }: { orderId: string; currency: string }) {
  const { submit, clear, error, done } = useOrderSubmit(
    orderId,
    "payments",
    "Failed to record the payment",
  );
  const form = useSchemaForm(paymentSchema, {
    defaultValues: {
      amount: "",
      paidOn: utcDay(new Date()),
      method: "bank_transfer",
      reference: "",
      overpayment: false,
      note: "",
    },
  });
  const { errors, isSubmitting: busy } = form.formState;
  const overpayment = useWatch({ control: form.control, name: "overpayment" });
  const digits = minorDigits(currency);
  const save = form.handleSubmit(async (payment) => {
    if (await submit(payment, "Payment recorded", form.setError)) {
      // The date and the method stay for the next payment.
      const { paidOn, method } = form.getValues();
      form.reset({ amount: "", paidOn, method, reference: "", overpayment: false, note: "" });
    }
  }, clear);
  return (
    <form
      aria-labelledby="record-payment"
      onSubmit={(e) => void save(e)}
      className="grid gap-3 sm:grid-cols-2"
      noValidate
    >
      <h3 id="record-payment" className="font-semibold sm:col-span-2">
        Record a payment
      </h3>
      <Field
        label={`Amount (${currency})`}
        required
        error={errors.amount?.message}
        hint={digits ? `Like 1250.${"0".repeat(digits)}` : "A whole number"}
      >
        {(p) => <Input {...p} inputMode="decimal" {...form.register("amount")} />}
      </Field>
      <Field label="Date received" required error={errors.paidOn?.message}>
        {(p) => <Input {...p} type="date" {...form.register("paidOn")} />}
      </Field>
      <Field label="Method" required error={errors.method?.message}>
        {(p) => (
          <Select {...p} {...form.register("method")}>
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field
        label="Reference"
        error={errors.reference?.message}
        hint="Bank reference, receipt number…"
      >
        {(p) => <Input {...p} {...form.register("reference")} />}
      </Field>
      <Checkbox
        className="sm:col-span-2"
        label="This is more than is due (an overpayment)"
        {...form.register("overpayment")}
      />
      <Field
        className="sm:col-span-2"
        label="Note"
        required={!!overpayment}
        error={errors.note?.message}
        hint={overpayment ? "Say why the overpayment is accepted" : undefined}
      >
        {(p) => <Textarea {...p} rows={2} {...form.register("note")} />}
      </Field>
      <div className="space-y-2 sm:col-span-2" aria-live="polite">
        <Button type="submit" disabled={busy}>
          {busy ? "Recording…" : "Record payment"}
        </Button>
        <ErrorBox>{error}</ErrorBox>
        <SuccessBox>{done}</SuccessBox>
      </div>
    </form>
  );
}
