"use client";
import { useRef, useState } from "react";
import { ErrorBox, SuccessBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input } from "@/ui/field";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { utcDay } from "../index";
import type { MachineSlot } from "../machine-slots";
import { registerMachinesSchema } from "../validation";
import { useOrderSubmit } from "./use-submit";

type Mode = "typed" | "csv";

/**
 * Staff register a delivered order's machines: the installation date and each machine's serial,
 * typed one per field or read from a CSV file (a serial per line, optionally ",game"). The
 * server's messages go onto their fields (a serial already registered names its field).
 */
export function MachinesForm({ orderId, slots }: { orderId: string; slots: MachineSlot[] }) {
  const [mode, setMode] = useState<Mode>("typed");
  const modeRef = useRef<Mode>("typed");
  const { submit, clear, error, done } = useOrderSubmit(
    orderId,
    "machines",
    "Failed to register the machines",
  );
  const form = useSchemaForm(registerMachinesSchema, {
    defaultValues: { installDate: utcDay(new Date()), serials: slots.map(() => ""), csv: "" },
    // Only the chosen way is checked and sent: the typed serials, or the file's text.
    adaptResolver: (resolver) => (values, ctx, options) =>
      resolver(
        modeRef.current === "csv"
          ? { installDate: values.installDate, csv: values.csv }
          : { installDate: values.installDate, serials: values.serials },
        ctx,
        options,
      ),
  });
  const { errors, isSubmitting: busy } = form.formState;
  const choose = (m: Mode) => {
    modeRef.current = m;
    setMode(m);
    form.clearErrors();
  };
  const readFile = async (file: File | undefined) => {
    form.setValue("csv", file ? await file.text() : "", { shouldValidate: false });
  };
  const save = form.handleSubmit(async (input) => {
    await submit(input, "Machines registered: the order is installed", form.setError);
  }, clear);
  const serialErrors = errors.serials as
    (Array<{ message?: string } | undefined> & { message?: string }) | undefined;
  return (
    <form
      aria-labelledby="register-machines"
      onSubmit={(e) => void save(e)}
      className="space-y-3"
      noValidate
    >
      <h3 id="register-machines" className="font-semibold">
        Register the machines
      </h3>
      <p className="text-sm text-slate-600">
        Each machine gets its serial number; they appear in the buyer&apos;s portal with their
        warranty from the installation date, and the order becomes installed.
      </p>
      <Field label="Installation date" required error={errors.installDate?.message}>
        {(p) => <Input {...p} type="date" {...form.register("installDate")} />}
      </Field>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">Serial numbers</legend>
        <label className="me-4 text-sm">
          <input
            type="radio"
            name="serial-mode"
            checked={mode === "typed"}
            onChange={() => choose("typed")}
          />{" "}
          Type them
        </label>
        <label className="text-sm">
          <input
            type="radio"
            name="serial-mode"
            checked={mode === "csv"}
            onChange={() => choose("csv")}
          />{" "}
          Upload a CSV file
        </label>
      </fieldset>
      {mode === "typed" ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {slots.map((s, i) => (
            <Field
              key={`${s.line}-${s.unit}`}
              label={`Serial number: ${s.description} (${i + 1} of ${slots.length})`}
              required
              error={serialErrors?.[i]?.message}
            >
              {(p) => <Input {...p} autoComplete="off" {...form.register(`serials.${i}`)} />}
            </Field>
          ))}
          {serialErrors?.message ? (
            <p className="text-sm text-red-700 sm:col-span-2">{serialErrors.message}</p>
          ) : null}
        </div>
      ) : (
        <Field
          label="CSV file"
          required
          error={errors.csv?.message}
          hint={`One serial per line (${slots.length} lines), optionally followed by a comma and the game`}
        >
          {(p) => (
            <Input
              {...p}
              type="file"
              accept=".csv,text/csv,text/plain"
              onChange={(e) => void readFile(e.target.files?.[0])}
            />
          )}
        </Field>
      )}
      <div className="space-y-2" aria-live="polite">
        <Button type="submit" disabled={busy}>
          {busy ? "Registering…" : "Register machines"}
        </Button>
        <ErrorBox>{error}</ErrorBox>
        <SuccessBox>{done}</SuccessBox>
      </div>
    </form>
  );
}
