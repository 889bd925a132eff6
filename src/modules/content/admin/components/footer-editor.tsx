"use client";
import { useEffect, useState } from "react";
import type { BlockDocument } from "@/modules/content/blocks";
import { api } from "@/platform/http/api-client";
import { ErrorBox, SuccessBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Select } from "@/ui/field";
import { RichTextEditor } from "@/modules/content/editor/rich-text-editor";
import { Spinner } from "@/ui/spinner";
import { footerSchema } from "../../validation";

const TYPES = [
  ["warranty", "Warranty Policy"],
  ["shipping", "Shipping Information"],
  ["support", "Technical Support"],
  ["faq", "FAQs"],
] as const;
type Entry = { title: string; content: BlockDocument | null; active: boolean };

export function FooterEditor() {
  const [type, setType] = useState<(typeof TYPES)[number][0]>("warranty");
  const [entry, setEntry] = useState<Entry | null>(null);
  const [loadState, setLoadState] = useState<"loading" | "ready" | "missing" | "error">("loading");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- reset while the chosen type loads
    setLoadState("loading");
    setMessage(null);
    api<Entry>(`/api/admin/footer/${type}`)
      .then((row) => {
        if (live) {
          setEntry({ title: row.title, content: row.content, active: row.active });
          setLoadState("ready");
        }
      })
      .catch((e: { status?: number }) => {
        console.error("Failed to load content", e);
        if (!live) return;
        if (e.status === 404) {
          setEntry({ title: "", content: null, active: true });
          setLoadState("missing");
        } else setLoadState("error");
      });
    return () => {
      live = false;
    };
  }, [type, version]);

  const save = async () => {
    if (!entry) return;
    const parsed = footerSchema.safeParse(entry);
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setErrors({});
    setBusy(true);
    setMessage(null);
    try {
      await api(`/api/admin/footer/${type}`, { method: "PUT", json: parsed.data });
      setLoadState("ready");
      setMessage({ ok: true, text: "Content saved successfully!" });
    } catch (e) {
      console.error("Failed to save content", e);
      setMessage({ ok: false, text: "Failed to save content" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Footer Content</h1>
      <Field label="Content type" className="max-w-xs">
        {(p) => (
          <Select {...p} value={type} onChange={(e) => setType(e.target.value as typeof type)}>
            {TYPES.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </Select>
        )}
      </Field>
      {loadState === "loading" ? <Spinner label="Loading content" /> : null}
      {loadState === "error" ? (
        <LoadError message="Failed to load content" onRetry={() => setVersion((v) => v + 1)} />
      ) : null}
      {loadState === "missing" ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-800">
          Content not found. Save this form to create it.
        </p>
      ) : null}
      {entry && (loadState === "ready" || loadState === "missing") ? (
        <form
          key={`${type}-${version}`}
          className="space-y-4 rounded-lg border border-slate-200 bg-white p-6"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <Field label="Title" required error={errors.title}>
            {(p) => (
              <Input
                {...p}
                value={entry.title}
                onChange={(e) => setEntry({ ...entry, title: e.target.value })}
              />
            )}
          </Field>
          <RichTextEditor
            label="Content"
            value={entry.content}
            onChange={(doc) => setEntry((en) => (en ? { ...en, content: doc } : en))}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              role="switch"
              className="h-4 w-4 accent-brand-700"
              checked={entry.active}
              onChange={(e) => setEntry({ ...entry, active: e.target.checked })}
            />{" "}
            Active (shown on the website)
          </label>
          <div aria-live="polite">
            {message ? (
              message.ok ? (
                <SuccessBox>{message.text}</SuccessBox>
              ) : (
                <ErrorBox>{message.text}</ErrorBox>
              )
            ) : null}
          </div>
          <Button type="submit" disabled={busy}>
            {busy ? "Saving..." : "Save Content"}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
