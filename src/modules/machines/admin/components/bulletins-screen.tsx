"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "@/platform/http/api-client";
import { AdminTable, type Column } from "@/ui/admin-table";
import { Button } from "@/ui/button";
import { Field, Input, Select, Textarea } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { fromQuery } from "@/ui/list-states";
import { ScreenHeader } from "@/ui/screen-header";
import { BULLETIN_SEVERITIES } from "../../index";
import { bulletinFormSchema } from "../../validation";
import { serviceQueries, type AdminBulletin } from "../admin-api";
import { OutcomeBox, useOutcome } from "./form-parts";

type Recipient = {
  operatorId: string;
  company: string;
  contactName: string;
  channel: "whatsapp" | "email";
  /** The outbox message's state (null: none was recorded, before notices were queued). */
  state: string | null;
  sentAt: string | null;
  received: boolean;
  /** Why it has not reached them: the skip reason or the last error. */
  problem: string | null;
  openedAt: string | null;
};

const DELIVERY: Record<string, string> = {
  queued: "Waiting to be sent",
  sending: "Sending",
  sent: "Sent",
  delivered: "Delivered",
  read: "Read",
  failed: "Failed",
  skipped: "Not sent",
  unknown: "Unknown: check with the operator",
  held: "Held",
};

/** Service bulletins: who each reached and who opened it. */
export function BulletinsScreen() {
  const query = useQuery(serviceQueries.bulletins());
  const [shown, setShown] = useState<string | null>(null);
  const columns: Column<AdminBulletin>[] = [
    { key: "title", header: "Title", cell: (b) => b.title },
    { key: "severity", header: "Severity", cell: (b) => b.severity },
    {
      key: "publish",
      header: "Publish",
      className: "text-xs whitespace-nowrap",
      cell: (b) => new Date(b.publishAt).toLocaleString(),
    },
    {
      key: "reach",
      header: "Sent to / received / opened",
      cell: (b) =>
        b.notifiedAt ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={shown === b.id}
            onClick={() => setShown(shown === b.id ? null : b.id)}
          >
            {b.recipients} / {b.received} / {b.opened}
            <span className="sr-only"> operators: show who</span>
          </Button>
        ) : (
          "Scheduled"
        ),
    },
  ];
  return (
    <div className="space-y-4">
      <ScreenHeader title="Bulletins" />
      <NewBulletin />
      <AdminTable
        caption="Bulletins"
        columns={columns}
        {...fromQuery(query, query.data?.bulletins, "Failed to load bulletins")}
        empty="No bulletins yet."
        loadingLabel="Loading bulletins"
      />
      {shown ? <Recipients id={shown} /> : null}
    </div>
  );
}

function Recipients({ id }: { id: string }) {
  const query = useQuery({
    queryKey: ["machines", "bulletins", id],
    queryFn: ({ signal }) =>
      api<{ recipients: Recipient[] }>(`/api/admin/bulletins/${id}/recipients`, { signal }),
  });
  const columns: Column<Recipient>[] = [
    { key: "company", header: "Operator", cell: (r) => `${r.company} (${r.contactName})` },
    { key: "channel", header: "By", cell: (r) => (r.channel === "email" ? "Email" : "WhatsApp") },
    {
      key: "delivery",
      header: "Delivery",
      cell: (r) => (
        <span>
          <span className={r.received ? "text-green-700" : undefined}>
            {r.state ? (DELIVERY[r.state] ?? r.state) : "—"}
          </span>
          {r.sentAt ? (
            <span className="block text-xs text-slate-500">
              {new Date(r.sentAt).toLocaleString()}
            </span>
          ) : null}
          {r.problem ? <span className="block text-xs text-red-700">{r.problem}</span> : null}
        </span>
      ),
    },
    {
      key: "opened",
      header: "Opened",
      cell: (r) => (r.openedAt ? new Date(r.openedAt).toLocaleString() : "Not yet"),
    },
  ];
  return (
    <AdminTable
      caption="Recipients"
      rowKey={(r) => r.operatorId}
      columns={columns}
      {...fromQuery(query, query.data?.recipients, "Failed to load recipients")}
      empty="No operator has a machine of these games."
    />
  );
}

/** The bulletin's text as paragraphs, split at blank lines; the server sanitizes what it is sent. */
function toParagraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p>${p.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>`)
    .join("");
}

function NewBulletin() {
  const client = useQueryClient();
  const games = useQuery(serviceQueries.games());
  const form = useSchemaForm(bulletinFormSchema, {
    defaultValues: { title: "", body: "", severity: "info", gameIds: [], publishAt: "" },
  });
  const { errors } = form.formState;
  const result = useOutcome();
  const send = form.handleSubmit(async ({ body, ...input }) => {
    result.clear();
    try {
      await api("/api/admin/bulletins", {
        method: "POST",
        json: { ...input, body: toParagraphs(body) },
      });
      form.reset({ ...form.getValues(), title: "", body: "", gameIds: [] });
      result.done("Bulletin saved");
      await client.invalidateQueries({ queryKey: ["machines", "bulletins"] });
    } catch (err) {
      showServerErrors(err, form.setError);
      result.failed(err, "Failed to save");
    }
  });
  const chosen = form.watch("gameIds");
  const gamesError = errors.gameIds?.message;
  return (
    <details className="rounded-lg border bg-white p-4">
      <summary className="cursor-pointer font-semibold">New bulletin</summary>
      <form onSubmit={(e) => void send(e)} className="mt-4 space-y-3" noValidate>
        <Field label="Title" required error={errors.title?.message}>
          {(p) => <Input {...p} {...form.register("title")} />}
        </Field>
        <Field label="Text" required error={errors.body?.message}>
          {(p) => <Textarea {...p} rows={6} {...form.register("body")} />}
        </Field>
        <Field label="Severity" required error={errors.severity?.message}>
          {(p) => (
            <Select {...p} {...form.register("severity")}>
              {BULLETIN_SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <fieldset
          className="space-y-1"
          aria-describedby={gamesError ? "bulletin-games-error" : undefined}
        >
          <legend className="text-sm font-medium">Games concerned</legend>
          {games.data?.games.map((g) => (
            <label key={g.id} className="me-4 inline-flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={chosen.includes(g.id)}
                onChange={(e) =>
                  form.setValue(
                    "gameIds",
                    e.target.checked ? [...chosen, g.id] : chosen.filter((x) => x !== g.id),
                    { shouldValidate: form.formState.isSubmitted },
                  )
                }
              />
              {g.title}
            </label>
          ))}
          <p id="bulletin-games-error" className="min-h-[1rem] text-xs text-red-600">
            {gamesError ?? ""}
          </p>
        </fieldset>
        <Field
          label="Publish at"
          hint="Leave empty to publish now"
          error={errors.publishAt?.message}
        >
          {(p) => <Input {...p} type="datetime-local" {...form.register("publishAt")} />}
        </Field>
        <Button type="submit" disabled={form.formState.isSubmitting}>
          Publish
        </Button>
        <OutcomeBox outcome={result.outcome} />
      </form>
    </details>
  );
}
