"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/platform/http/api-client";
import { LOCALES } from "@/platform/i18n/locales";
import { AdminTable, type Column } from "@/ui/admin-table";
import { Button } from "@/ui/button";
import { Field, Input, Select } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { fromQuery } from "@/ui/list-states";
import { ScreenHeader } from "@/ui/screen-header";
import { DOCUMENT_KINDS } from "../../index";
import { documentFormSchema } from "../../validation";
import { serviceQueries, type AdminDocument } from "../admin-api";
import { GameOptions, OutcomeBox, useOutcome } from "./form-parts";

const KIND_LABELS = {
  manual: "Manual",
  "parts-list": "Parts list",
  "wiring-diagram": "Wiring diagram",
  "software-notes": "Software notes",
} as const;

/** Service documents per game: every version kept; operators get the newest in their language. */
export function DocumentsScreen() {
  const query = useQuery(serviceQueries.documents());
  const columns: Column<AdminDocument>[] = [
    { key: "game", header: "Game", cell: (d) => d.gameTitle },
    {
      key: "title",
      header: "Document",
      cell: (d) => (
        <a className="underline" href={`/api/admin/service-documents/${d.id}`}>
          {d.title}
        </a>
      ),
    },
    { key: "kind", header: "Kind", cell: (d) => KIND_LABELS[d.kind] },
    { key: "language", header: "Language", cell: (d) => d.language },
    { key: "version", header: "Version", cell: (d) => d.version },
    {
      key: "created",
      header: "Uploaded",
      className: "text-xs whitespace-nowrap text-slate-500",
      cell: (d) => new Date(d.createdAt).toLocaleString(),
    },
  ];
  return (
    <div className="space-y-4">
      <ScreenHeader title="Service documents" />
      <UploadForm />
      <AdminTable
        caption="Service documents"
        columns={columns}
        {...fromQuery(query, query.data?.documents, "Failed to load documents")}
        empty="No documents yet."
        loadingLabel="Loading documents"
      />
    </div>
  );
}

/** The request's file details (`name`, `size`) belong to the file field. */
const toFormField = (path: string) => (path === "name" || path === "size" ? "file" : path);

function UploadForm() {
  const client = useQueryClient();
  const form = useSchemaForm(documentFormSchema, {
    defaultValues: { gameId: "", title: "", kind: "manual", language: "en", version: "" },
  });
  const { errors, isSubmitting: busy } = form.formState;
  const result = useOutcome();
  const send = form.handleSubmit(async ({ file, ...meta }) => {
    result.clear();
    try {
      const q = new URLSearchParams({ ...meta, name: file.name, size: String(file.size) });
      await api(`/api/admin/service-documents?${q}`, {
        method: "POST",
        body: file,
        headers: { "content-type": file.type || "application/octet-stream" },
      });
      result.done("Document uploaded");
      await client.invalidateQueries({ queryKey: ["machines", "documents"] });
    } catch (err) {
      showServerErrors(err, form.setError, toFormField);
      result.failed(err, "Upload failed");
    }
  });
  return (
    <form
      onSubmit={(e) => void send(e)}
      className="grid gap-3 rounded-lg border bg-white p-4 sm:grid-cols-3"
      noValidate
    >
      <Field label="Game" required error={errors.gameId?.message}>
        {(p) => (
          <Select {...p} {...form.register("gameId")}>
            <GameOptions />
          </Select>
        )}
      </Field>
      <Field label="Title" required error={errors.title?.message}>
        {(p) => <Input {...p} {...form.register("title")} />}
      </Field>
      <Field label="Kind" required error={errors.kind?.message}>
        {(p) => (
          <Select {...p} {...form.register("kind")}>
            {DOCUMENT_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABELS[k]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Language" required error={errors.language?.message}>
        {(p) => (
          <Select {...p} {...form.register("language")}>
            {LOCALES.map((l) => (
              <option key={l.code} value={l.code}>
                {l.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Version" required error={errors.version?.message}>
        {(p) => <Input {...p} {...form.register("version")} />}
      </Field>
      <Field label="File (PDF or ZIP, up to 50 MB)" required error={errors.file?.message}>
        {(p) => (
          <input
            {...p}
            type="file"
            accept=".pdf,.zip,application/pdf,application/zip"
            // A cleared choice leaves no file, which the check refuses.
            onChange={(e) =>
              form.setValue("file", e.target.files?.[0] as File, {
                shouldValidate: form.formState.isSubmitted,
              })
            }
          />
        )}
      </Field>
      <div className="flex items-center gap-3 sm:col-span-3">
        <Button type="submit" disabled={busy}>
          {busy ? "Uploading…" : "Upload"}
        </Button>
        <OutcomeBox outcome={result.outcome} />
      </div>
    </form>
  );
}
