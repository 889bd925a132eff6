"use client";
import { useState } from "react";
import { minorDigits } from "@/modules/quotes";
import { ErrorBox, SuccessBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Checkbox } from "@/ui/checkbox";
import { Field, Input, Select, Textarea } from "@/ui/field";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, utcDay, type PaymentMethod } from "../index";
import { useOrderSubmit } from "./use-submit";

/** An owner records money received: the amount as typed, in the order's currency. */
export function PaymentForm({ orderId, currency }: { orderId: string; currency: string }) {
  const { submit, busy, error, fields, done } = useOrderSubmit(
    orderId,
    "payments",
    "Failed to record the payment",
  );
  const [amount, setAmount] = useState("");
  const [paidOn, setPaidOn] = useState(() => utcDay(new Date()));
  const [method, setMethod] = useState<PaymentMethod>("bank_transfer");
  const [reference, setReference] = useState("");
  const [overpayment, setOverpayment] = useState(false);
  const [note, setNote] = useState("");
  const digits = minorDigits(currency);
  const save = async (e: React.FormEvent) => {
    e.preventDefault();
    const ok = await submit(
      { amount, paidOn, method, reference, overpayment, note },
      "Payment recorded",
    );
    if (ok) {
      setAmount("");
      setReference("");
      setOverpayment(false);
      setNote("");
    }
  };
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
        error={fields.amount}
        hint={digits ? `Like 1250.${"0".repeat(digits)}` : "A whole number"}
      >
        {(p) => (
          <Input
            {...p}
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </Field>
      <Field label="Date received" required error={fields.paidOn}>
        {(p) => (
          <Input {...p} type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />
        )}
      </Field>
      <Field label="Method" required error={fields.method}>
        {(p) => (
          <Select
            {...p}
            value={method}
            onChange={(e) => setMethod(e.target.value as PaymentMethod)}
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Reference" error={fields.reference} hint="Bank reference, receipt number…">
        {(p) => <Input {...p} value={reference} onChange={(e) => setReference(e.target.value)} />}
      </Field>
      <Checkbox
        className="sm:col-span-2"
        label="This is more than is due (an overpayment)"
        checked={overpayment}
        onChange={(e) => setOverpayment(e.target.checked)}
      />
      <Field
        className="sm:col-span-2"
        label="Note"
        required={overpayment}
        error={fields.note}
        hint={overpayment ? "Say why the overpayment is accepted" : undefined}
      >
        {(p) => <Textarea {...p} rows={2} value={note} onChange={(e) => setNote(e.target.value)} />}
      </Field>
      <div className="space-y-2 sm:col-span-2" aria-live="polite">
        <Button type="submit" disabled={busy}>
          {busy ? "Recording…" : "Record payment"}
        </Button>
        <ErrorBox>{Object.keys(fields).length ? null : error}</ErrorBox>
        <SuccessBox>{done}</SuccessBox>
      </div>
    </form>
  );
}
