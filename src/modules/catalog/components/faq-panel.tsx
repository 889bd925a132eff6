"use client";
import { useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { api } from "@/platform/http/api-client";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Dialog } from "@/ui/dialog";
import { Field, Input, Textarea } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import { SortableList } from "@/ui/sortable-list";
import { faqSchema } from "../validation";
import type { AdminGame, Faq } from "./types";
import { useListLoad } from "./use-list-load";

export function FaqPanel({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState<{ id?: string; question: string; answer: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Faq | null>(null);
  const base = `/api/admin/games/${game.id}/faqs`;

  const { list, setList, loadError, load } = useListLoad<Faq>(base, "faqs", "Failed to load FAQs");

  const save = async () => {
    if (!form) return;
    const parsed = faqSchema.safeParse(form);
    if (!parsed.success)
      return setFieldErrors(
        Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message])),
      );
    setFieldErrors({});
    setBusy(true);
    setError(null);
    try {
      await api(form.id ? `${base}/${form.id}` : base, {
        method: form.id ? "PUT" : "POST",
        json: parsed.data,
      });
      setForm(null);
      await load();
    } catch (e) {
      console.error("Failed to save FAQ", e);
      setError("Failed to save FAQ");
    } finally {
      setBusy(false);
    }
  };

  const reorder = async (next: Faq[]) => {
    setList(next);
    try {
      await api(`${base}/reorder`, { method: "PUT", json: { ids: next.map((f) => f.id) } });
    } catch (e) {
      console.error("Failed to reorder FAQs", e);
      await load();
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`FAQs: ${game.title}`}
      className="max-w-2xl"
    >
      <ErrorBox className="mb-4">{error}</ErrorBox>
      {loadError && !form ? (
        <div className="mb-4">
          <LoadError message={loadError} onRetry={() => void load()} />
        </div>
      ) : null}
      {form ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
          noValidate
        >
          <Field label="Question" required error={fieldErrors.question}>
            {(p) => (
              <Input
                {...p}
                value={form.question}
                onChange={(e) => setForm({ ...form, question: e.target.value })}
              />
            )}
          </Field>
          <Field label="Answer" required error={fieldErrors.answer}>
            {(p) => (
              <Textarea
                {...p}
                value={form.answer}
                onChange={(e) => setForm({ ...form, answer: e.target.value })}
              />
            )}
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setForm(null)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save FAQ"}
            </Button>
          </div>
        </form>
      ) : (
        <>
          {list === null && !loadError ? (
            <div className="space-y-2">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-14" />
              ))}
            </div>
          ) : null}
          {list?.length === 0 ? <p className="text-sm text-slate-500">No FAQs yet.</p> : null}
          {list && list.length > 0 ? (
            <SortableList
              id={`faqs-${game.id}`}
              items={list}
              itemLabel={(f) => f.question}
              disabled={busy}
              onReorder={(next) => void reorder(next)}
              renderItem={(f) => (
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-medium">{f.question}</p>
                    <p className="text-sm text-slate-600">{f.answer}</p>
                  </div>
                  <span className="flex shrink-0 gap-1">
                    <button
                      type="button"
                      aria-label={`Edit ${f.question}`}
                      onClick={() => setForm({ id: f.id, question: f.question, answer: f.answer })}
                      className="rounded p-1 text-slate-600 hover:bg-slate-100"
                    >
                      <Pencil className="h-4 w-4" aria-hidden />
                    </button>
                    <button
                      type="button"
                      aria-label={`Delete ${f.question}`}
                      onClick={() => setDeleting(f)}
                      className="rounded p-1 text-red-600 hover:bg-red-50"
                    >
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </button>
                  </span>
                </div>
              )}
            />
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <Button
              onClick={() => {
                setFieldErrors({});
                setForm({ question: "", answer: "" });
              }}
            >
              <Plus className="h-4 w-4" aria-hidden /> Add FAQ
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      )}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          title="Delete FAQ"
          message={`Are you sure you want to delete "${deleting.question}"? This action cannot be undone.`}
          errorText="Failed to delete FAQ"
          onConfirm={async () => {
            await api(`${base}/${deleting.id}`, { method: "DELETE" });
            await load();
          }}
        />
      ) : null}
    </Dialog>
  );
}
