"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, ApiError } from "@/platform/http/api-client";
import { useServerAnswers } from "@/platform/http/server-answers";
import { toQuery } from "@/platform/lists/params";
import { useListState } from "@/platform/lists/use-list-state";
import { AdminTable, type Column } from "@/ui/admin-table";
import { ErrorBox, SuccessBox } from "@/ui/alert";
import { Button, buttonClass } from "@/ui/button";
import { Field, Input, Select } from "@/ui/field";
import { SearchBox } from "@/ui/list-filters";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { fromQuery } from "@/ui/list-states";
import { ScreenHeader } from "@/ui/screen-header";
import { machineListParamsSchema, machineSchema } from "../../validation";
import { serviceQueries, type AdminMachine, type MachinesPage } from "../admin-api";
import { GameOptions, OutcomeBox, useOutcome } from "./form-parts";
import { OperatorLeads } from "./operator-leads";

type Report = {
  imported: { line: number; serial: string }[];
  rejected: { line: number; serial: string; problems: string[] }[];
};

/** Sold machines: search, pages, labels, a CSV import with its report, and one machine by hand. */
export function MachinesScreen() {
  const { state, set, hrefFor, pending } = useListState(machineListParamsSchema, { page: 1 });
  const params = { page: state.page, q: state.q };
  const answer = useServerAnswers();
  const query = useQuery({
    ...serviceQueries.machines(params),
    ...answer<MachinesPage>(`/api/admin/machines${toQuery(params, { page: 1 })}`),
  });
  const rows = query.data?.machines;
  const columns: Column<AdminMachine>[] = [
    { key: "serial", header: "Serial", className: "font-mono", cell: (m) => m.serial },
    { key: "game", header: "Game", cell: (m) => m.gameTitle },
    {
      key: "operator",
      header: "Operator",
      cell: (m) => (
        <span>
          {m.company}
          <span className="block text-xs text-slate-500">
            {m.contactName} · {m.whatsapp ?? m.email} · {m.country}
          </span>
          {m.whatsapp ? <OperatorLeads operatorId={m.operatorId} serial={m.serial} /> : null}
        </span>
      ),
    },
    { key: "installed", header: "Installed", cell: (m) => m.installDate },
    {
      key: "warranty",
      header: "Warranty until",
      cell: (m) => (
        <span className={m.warranty === "active" ? "text-green-700" : "text-slate-500"}>
          {m.warrantyEnd}
        </span>
      ),
    },
    {
      key: "label",
      header: "Label",
      cell: (m) => (
        <a className="underline" href={`/api/admin/machines/${m.id}/label`}>
          Label PDF<span className="sr-only"> for {m.serial}</span>
        </a>
      ),
    },
  ];
  return (
    <div className="space-y-6">
      <ScreenHeader title="Machines">
        {rows?.length ? (
          <a
            className={buttonClass("secondary")}
            href={`/api/admin/machines/labels?ids=${rows.map((m) => m.id).join(",")}`}
          >
            Labels for this page (PDF)
          </a>
        ) : null}
      </ScreenHeader>
      <ImportCsv />
      <NewMachine />
      <SearchBox
        label="Search machines"
        placeholder="Serial, game, operator, contact"
        value={state.q ?? ""}
        onSearch={(q) => set({ q: q || undefined }, { replace: true })}
      />
      <AdminTable
        caption="Machines"
        columns={columns}
        {...fromQuery(query, rows, "Failed to load machines")}
        empty={state.q ? "No matching machines." : "No machines yet. Import a CSV or add one."}
        loadingLabel="Loading machines"
        stale={query.isPlaceholderData || pending}
        paging={{ of: query.data, hrefFor, noun: "machines" }}
      />
    </div>
  );
}

function ImportCsv() {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const send = async () => {
    if (!file) return setError("Choose a CSV file");
    setBusy(true);
    setError(null);
    try {
      setReport(
        await api<Report>("/api/admin/machines/import", {
          method: "POST",
          body: file,
          headers: { "content-type": "text/csv" },
        }),
      );
      await client.invalidateQueries({ queryKey: ["machines", "list"] });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : "Import failed");
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="import-title" className="space-y-3 rounded-lg border bg-white p-4">
      <h2 id="import-title" className="font-semibold">
        Import from CSV
      </h2>
      <p className="text-sm text-slate-600">
        Columns: serial, game, company, contact_name, whatsapp, email, country, install_date, notes,
        language.
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label className="text-sm">
          <span className="sr-only">CSV file</span>
          <input
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <Button onClick={() => void send()} disabled={busy}>
          {busy ? "Importing…" : "Import"}
        </Button>
      </div>
      <ErrorBox>{error}</ErrorBox>
      {report ? (
        <div className="space-y-2 text-sm" role="status">
          <SuccessBox>
            {report.imported.length} imported, {report.rejected.length} refused.
          </SuccessBox>
          {report.rejected.length ? (
            <table className="w-full text-start">
              <caption className="sr-only">Refused rows</caption>
              <thead>
                <tr>
                  <th className="text-start">Line</th>
                  <th className="text-start">Serial</th>
                  <th className="text-start">Why</th>
                </tr>
              </thead>
              <tbody>
                {report.rejected.map((r) => (
                  <tr key={r.line}>
                    <td>{r.line}</td>
                    <td className="font-mono">{r.serial}</td>
                    <td>{r.problems.join("; ")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

const EMPTY = {
  serial: "",
  gameId: "",
  installDate: "",
  notes: "",
  operator: { company: "", contactName: "", whatsapp: "", email: "", country: "" },
};

function NewMachine() {
  const client = useQueryClient();
  const form = useSchemaForm(machineSchema, { defaultValues: EMPTY });
  const { errors } = form.formState;
  const result = useOutcome();
  const save = form.handleSubmit(async (input) => {
    result.clear();
    try {
      await api("/api/admin/machines", { method: "POST", json: input });
      form.reset(EMPTY);
      result.done("Machine registered");
      await client.invalidateQueries({ queryKey: ["machines", "list"] });
    } catch (e) {
      showServerErrors(e, form.setError);
      result.failed(e, "Failed to save");
    }
  });
  return (
    <details className="rounded-lg border bg-white p-4">
      <summary className="cursor-pointer font-semibold">Register a machine</summary>
      <form onSubmit={(e) => void save(e)} className="mt-4 grid gap-3 sm:grid-cols-2" noValidate>
        <Field label="Serial number" required error={errors.serial?.message}>
          {(p) => <Input {...p} {...form.register("serial")} />}
        </Field>
        <Field label="Game" required error={errors.gameId?.message}>
          {(p) => (
            <Select {...p} {...form.register("gameId")}>
              <GameOptions />
            </Select>
          )}
        </Field>
        <Field label="Install date" required error={errors.installDate?.message}>
          {(p) => <Input {...p} type="date" {...form.register("installDate")} />}
        </Field>
        <Field label="Notes" error={errors.notes?.message}>
          {(p) => <Input {...p} {...form.register("notes")} />}
        </Field>
        <Field label="Venue or company" required error={errors.operator?.company?.message}>
          {(p) => <Input {...p} {...form.register("operator.company")} />}
        </Field>
        <Field label="Contact name" required error={errors.operator?.contactName?.message}>
          {(p) => <Input {...p} {...form.register("operator.contactName")} />}
        </Field>
        <Field
          label="WhatsApp number"
          error={errors.operator?.whatsapp?.message}
          hint="With its country code"
        >
          {(p) => <Input {...p} type="tel" {...form.register("operator.whatsapp")} />}
        </Field>
        <Field label="Email" error={errors.operator?.email?.message}>
          {(p) => <Input {...p} type="email" {...form.register("operator.email")} />}
        </Field>
        <Field label="Country (two letters)" required error={errors.operator?.country?.message}>
          {(p) => <Input {...p} maxLength={2} {...form.register("operator.country")} />}
        </Field>
        <div className="flex items-end gap-3">
          <Button type="submit" disabled={form.formState.isSubmitting}>
            Register
          </Button>
        </div>
        <OutcomeBox outcome={result.outcome} />
      </form>
    </details>
  );
}
