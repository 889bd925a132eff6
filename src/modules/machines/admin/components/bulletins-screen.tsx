"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api, ApiError } from "@/platform/http/api-client";
import { AdminTable, type Column } from "@/ui/admin-table";
import { ErrorBox, SuccessBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Select, Textarea } from "@/ui/field";
import { fromQuery } from "@/ui/list-states";
import { ScreenHeader } from "@/ui/screen-header";
import { BULLETIN_SEVERITIES } from "../../index";
import { serviceQueries, type AdminBulletin } from "../admin-api";

type Recipient = {
  operatorId: string;
  company: string;
  contactName: string;
  channel: string;
  sentAt: string | null;
  openedAt: string | null;
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
      header: "Received / opened",
      cell: (b) => (
        <Button variant="ghost" size="sm" onClick={() => setShown(shown === b.id ? null : b.id)}>
          {b.notifiedAt ? `${b.recipients} / ${b.opened}` : "Scheduled"}
        </Button>
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
    { key: "channel", header: "By", cell: (r) => r.channel },
    {
      key: "sent",
      header: "Sent",
      cell: (r) => (r.sentAt ? new Date(r.sentAt).toLocaleString() : "—"),
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

function NewBulletin() {
  const client = useQueryClient();
  const games = useQuery(serviceQueries.games());
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [severity, setSeverity] = useState("info");
  const [gameIds, setGameIds] = useState<string[]>([]);
  const [publishAt, setPublishAt] = useState("");
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setMessage(null);
    try {
      await api("/api/admin/bulletins", {
        method: "POST",
        json: {
          title,
          // Paragraphs from the text's blank lines; the server sanitizes whatever it is sent.
          body: body
            .split(/\n{2,}/)
            .map((p) => `<p>${p.replace(/&/g, "&amp;").replace(/</g, "&lt;")}</p>`)
            .join(""),
          severity,
          gameIds,
          ...(publishAt ? { publishAt: new Date(publishAt).toISOString() } : {}),
        },
      });
      setTitle("");
      setBody("");
      setGameIds([]);
      setMessage({ ok: true, text: "Bulletin saved" });
      await client.invalidateQueries({ queryKey: ["machines", "bulletins"] });
    } catch (err) {
      setMessage({ ok: false, text: err instanceof ApiError ? err.message : "Failed to save" });
    }
  };
  return (
    <details className="rounded-lg border bg-white p-4">
      <summary className="cursor-pointer font-semibold">New bulletin</summary>
      <form onSubmit={(e) => void send(e)} className="mt-4 space-y-3">
        <Field label="Title" required>
          {(p) => <Input {...p} value={title} onChange={(e) => setTitle(e.target.value)} />}
        </Field>
        <Field label="Text" required>
          {(p) => (
            <Textarea {...p} rows={6} value={body} onChange={(e) => setBody(e.target.value)} />
          )}
        </Field>
        <Field label="Severity" required>
          {(p) => (
            <Select {...p} value={severity} onChange={(e) => setSeverity(e.target.value)}>
              {BULLETIN_SEVERITIES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <fieldset className="space-y-1">
          <legend className="text-sm font-medium">Games concerned</legend>
          {games.data?.games.map((g) => (
            <label key={g.id} className="me-4 inline-flex items-center gap-1 text-sm">
              <input
                type="checkbox"
                checked={gameIds.includes(g.id)}
                onChange={(e) =>
                  setGameIds(
                    e.target.checked ? [...gameIds, g.id] : gameIds.filter((x) => x !== g.id),
                  )
                }
              />
              {g.title}
            </label>
          ))}
        </fieldset>
        <Field label="Publish at" hint="Leave empty to publish now">
          {(p) => (
            <Input
              {...p}
              type="datetime-local"
              value={publishAt}
              onChange={(e) => setPublishAt(e.target.value)}
            />
          )}
        </Field>
        <Button type="submit">Publish</Button>
        {message ? (
          message.ok ? (
            <SuccessBox>{message.text}</SuccessBox>
          ) : (
            <ErrorBox>{message.text}</ErrorBox>
          )
        ) : null}
      </form>
    </details>
  );
}
