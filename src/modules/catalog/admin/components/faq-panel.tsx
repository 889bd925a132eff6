"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { AdminList } from "@/ui/admin-list";
import { ErrorBox } from "@/ui/alert";
import { useDeleteDialog } from "@/ui/confirm-dialog";
import { fromQuery } from "@/ui/list-states";
import { ManageActions, ManageDialog } from "@/ui/manage-dialog";
import { RowActions } from "@/ui/row-actions";
import { MissingSummary } from "@/ui/translation";
import { missingLocales } from "@/platform/i18n/translations";
import { catalogQueries } from "../admin-api";
import { catalogMutations } from "../mutations";
import { FaqForm, type FaqFormValues } from "./faq-form";
import type { AdminGame, Faq } from "./types";

export function FaqPanel({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const query = useQuery(catalogQueries.faqs(game.id));
  const save = useMutation(catalogMutations.saveFaq(game.id));
  const remove = useMutation(catalogMutations.deleteFaq(game.id));
  const reorder = useMutation(catalogMutations.reorderFaqs(game.id));
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<FaqFormValues | null>(null);
  const [askDelete, deleteDialog] = useDeleteDialog({
    what: "FAQ",
    name: (f: Faq) => f.question,
    onDelete: (f) => remove.mutateAsync(f.id),
  });

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
    <ManageDialog title={`FAQs: ${game.title}`} onClose={onClose}>
      <ErrorBox className="mb-4">{error}</ErrorBox>
      {editing ? (
        <FaqForm
          initial={editing}
          saving={save.isPending}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <>
          <AdminList
            id={`faqs-${game.id}`}
            {...fromQuery(query, query.data, "Failed to load FAQs")}
            label="FAQs"
            skeleton={{ rows: 3, className: "h-14" }}
            empty="No FAQs yet."
            compactEmpty
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
                  onDelete={() => askDelete(f)}
                />
              </div>
            )}
          />
          <ManageActions
            add="Add FAQ"
            onAdd={() => setEditing({ question: "", answer: "" })}
            onClose={onClose}
          />
        </>
      )}
      {deleteDialog}
    </ManageDialog>
  );
}
