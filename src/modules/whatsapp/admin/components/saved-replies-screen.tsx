"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Select, Textarea } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { Skeleton } from "@/ui/skeleton";
import { LOCALES, localeInfo, isLocale } from "@/platform/i18n/locales";
import { FILL_INS, SAVED_REPLY_MAX, savedReplySchema } from "../../reply-time-validation";
import type { SavedReplyView } from "../../server/saved-replies";
import { replyTimeMutations, replyTimeQueries } from "../reply-time-api";

/**
 * Saved replies for WhatsApp: everyone who answers conversations may add one and use any (type /
 * in a reply); an owner or the reply's author edits or deletes it.
 */
export function SavedRepliesScreen() {
  const replies = useQuery(replyTimeQueries.savedReplies());
  const [editing, setEditing] = useState<SavedReplyView | "new" | null>(null);
  const remove = useMutation(replyTimeMutations.deleteReply());
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Saved replies</h1>
        <Button onClick={() => setEditing("new")} disabled={editing === "new"}>
          <Plus className="h-4 w-4" aria-hidden /> New saved reply
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        Type / in a WhatsApp reply to pick one. {FILL_INS.join(", ")} are filled in from the lead;
        {" {quote link}"} is the buyer&apos;s link to the latest quote sent to them, empty when none
        was.
      </p>
      {editing ? (
        <SavedReplyForm
          key={editing === "new" ? "new" : editing.id}
          reply={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {replies.isError ? (
        <LoadError message="Failed to load saved replies" onRetry={() => void replies.refetch()} />
      ) : !replies.data ? (
        <Skeleton className="h-24 w-full" />
      ) : replies.data.length === 0 ? (
        <p className="text-sm text-slate-500">No saved replies yet.</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th className="py-1 pr-3 font-medium">Name</th>
              <th className="py-1 pr-3 font-medium">Language</th>
              <th className="py-1 pr-3 font-medium">Text</th>
              <th className="py-1 pr-3 font-medium">Author</th>
              <th className="py-1 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {replies.data.map((r) => (
              <tr key={r.id} className="border-t border-slate-100 align-top">
                <td className="py-1 pr-3 font-medium">/{r.name}</td>
                <td className="py-1 pr-3">
                  {isLocale(r.language) ? localeInfo(r.language).name : r.language}
                </td>
                <td className="max-w-md py-1 pr-3 break-words whitespace-pre-wrap" dir="auto">
                  {r.body}
                </td>
                <td className="py-1 pr-3">{r.author ?? "Former staff member"}</td>
                <td className="py-1 whitespace-nowrap">
                  {r.mine ? (
                    <>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Edit /${r.name} (${r.language})`}
                        onClick={() => setEditing(r)}
                      >
                        <Pencil className="h-4 w-4" aria-hidden />
                      </Button>{" "}
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={`Delete /${r.name} (${r.language})`}
                        disabled={remove.isPending}
                        onClick={() => {
                          if (window.confirm(`Delete the saved reply /${r.name} (${r.language})?`))
                            remove.mutate(r.id);
                        }}
                      >
                        <Trash2 className="h-4 w-4" aria-hidden />
                      </Button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div aria-live="polite">
        {remove.isError ? <ErrorBox>{remove.error.message}</ErrorBox> : null}
      </div>
    </div>
  );
}

function SavedReplyForm({ reply, onDone }: { reply: SavedReplyView | null; onDone: () => void }) {
  const save = useMutation(replyTimeMutations.saveReply(reply?.id ?? null));
  const form = useSchemaForm(savedReplySchema, {
    defaultValues: {
      name: reply?.name ?? "",
      language: (reply?.language ?? "en") as "en",
      body: reply?.body ?? "",
    },
  });
  const { errors } = form.formState;
  const body = form.watch("body") ?? "";
  const language = form.watch("language");
  return (
    <form
      noValidate
      aria-label={reply ? `Edit /${reply.name}` : "New saved reply"}
      className="space-y-3 rounded-md border border-slate-200 p-4"
      onSubmit={form.handleSubmit((input) =>
        save.mutate(input, {
          onSuccess: onDone,
          onError: (e) => showServerErrors(e, form.setError),
        }),
      )}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Name" hint="One word, typed after /" required error={errors.name?.message}>
          {(p) => <Input {...p} {...form.register("name")} />}
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
      </div>
      <Field
        label="Text"
        hint={`${FILL_INS.join(", ")} are filled in. ${body.length}/${SAVED_REPLY_MAX}`}
        required
        error={errors.body?.message}
      >
        {(p) => (
          <Textarea
            {...p}
            rows={4}
            maxLength={SAVED_REPLY_MAX}
            dir={isLocale(language) ? localeInfo(language).dir : "auto"}
            {...form.register("body")}
          />
        )}
      </Field>
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
      <div aria-live="polite">
        {save.isError && !Object.keys(errors).length ? (
          <ErrorBox>{save.error.message}</ErrorBox>
        ) : null}
      </div>
    </form>
  );
}
