"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Plus } from "lucide-react";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { Dialog } from "@/ui/dialog";
import { RowActions } from "@/ui/row-actions";
import { Skeleton } from "@/ui/skeleton";
import { SortableList } from "@/ui/sortable-list";
import { MissingSummary } from "@/ui/translation";
import { missingLocales } from "@/platform/i18n/translations";
import { catalogQueries } from "../admin-api";
import { catalogMutations } from "../mutations";
import { FaqForm, type FaqFormValues } from "./faq-form";
import type { AdminGame, Faq } from "./types";

export function FaqPanel({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const { data: list, isError: loadFailed, refetch } = useQuery(catalogQueries.faqs(game.id));
  const save = useMutation(catalogMutations.saveFaq(game.id));
  const remove = useMutation(catalogMutations.deleteFaq(game.id));
  const reorder = useMutation(catalogMutations.reorderFaqs(game.id));
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<FaqFormValues | null>(null);
  const [deleting, setDeleting] = useState<Faq | null>(null);

  const submit = async (values: Omit<FaqFormValues, "id">) => {
    setError(null);
    try {
      await save.mutateAsync({ ...values, id: editing?.id });
      setEditing(null);
    } catch (e) {
      setError("Failed to save FAQ");
      throw e;
    }
  };
  const move = (next: Faq[]) => {
    setError(null);
    reorder.mutate(next, { onError: (e) => setError(e.message) });
  };

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`FAQs: ${game.title}`}
      className="max-w-2xl"
    >
      <ErrorBox className="mb-4">{error}</ErrorBox>
      {loadFailed && !editing ? (
        <div className="mb-4">
          <LoadError message="Failed to load FAQs" onRetry={() => void refetch()} />
        </div>
      ) : null}
      {editing ? (
        <FaqForm
          initial={editing}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          {list === undefined && !loadFailed ? (
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
              disabled={save.isPending}
              onReorder={move}
              renderItem={(f) => (
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="flex items-center gap-2 font-medium">
                      {f.question}
                      <MissingSummary
                        missing={missingLocales(f, f.translations, ["question", "answer"])}
                      />
                    </p>
                    <p className="text-sm text-slate-600">{f.answer}</p>
                  </div>
                  <RowActions
                    name={f.question}
                    onEdit={() =>
                      setEditing({
                        id: f.id,
                        question: f.question,
                        answer: f.answer,
                        translations: f.translations,
                      })
                    }
                    onDelete={() => setDeleting(f)}
                  />
                </div>
              )}
            />
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <Button onClick={() => setEditing({ question: "", answer: "" })}>
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
          onConfirm={() => remove.mutateAsync(deleting.id)}
        />
      ) : null}
    </Dialog>
  );
}
