"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { ErrorBox, LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Skeleton } from "@/ui/skeleton";
import { conversationMutations, conversationQueries } from "../conversation-api";

const TONE: Record<string, string> = {
  APPROVED: "text-green-700",
  PENDING: "text-amber-700",
  REJECTED: "text-red-700",
  PAUSED: "text-amber-800",
  DISABLED: "text-slate-600",
};

/**
 * The business account's message templates with their language and approval state: synced on
 * demand, kept current by Meta's template status webhook. Replies offer the approved ones, and the
 * new-lead template is the configured name in an approved language.
 */
export function WhatsappTemplates() {
  const templates = useQuery(conversationQueries.templates());
  const sync = useMutation(conversationMutations.syncTemplates());
  return (
    <section aria-labelledby="wa-templates" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="wa-templates" className="text-lg font-semibold text-slate-900">
          Message templates
        </h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={sync.isPending}
          onClick={() => sync.mutate()}
        >
          <RefreshCw className="h-4 w-4" aria-hidden />
          {sync.isPending ? "Syncing..." : "Sync templates"}
        </Button>
      </div>
      <div aria-live="polite">
        {sync.isError ? <ErrorBox>{sync.error.message}</ErrorBox> : null}
      </div>
      {templates.isPending ? <Skeleton className="h-16 w-full" /> : null}
      {templates.isError ? (
        <LoadError
          message="Failed to load WhatsApp templates"
          onRetry={() => void templates.refetch()}
        />
      ) : null}
      {templates.data?.length === 0 ? (
        <p className="text-sm text-slate-500">No template synced yet.</p>
      ) : null}
      {templates.data?.length ? (
        <table className="w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">
                Name
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                Language
              </th>
              <th scope="col" className="py-1 pr-3 font-medium">
                State
              </th>
              <th scope="col" className="py-1 font-medium">
                Text
              </th>
            </tr>
          </thead>
          <tbody>
            {templates.data.map((t) => (
              <tr key={`${t.name}|${t.language}`} className="border-t border-slate-100 align-top">
                <td className="py-1 pr-3 font-medium text-slate-900">{t.name}</td>
                <td className="py-1 pr-3">{t.language}</td>
                <td className={`py-1 pr-3 font-medium ${TONE[t.status] ?? "text-slate-700"}`}>
                  {t.status.toLowerCase()}
                  {t.reason ? <span className="block text-xs font-normal">{t.reason}</span> : null}
                </td>
                <td className="py-1 break-words whitespace-pre-wrap text-slate-700">
                  {t.body ?? ""}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
