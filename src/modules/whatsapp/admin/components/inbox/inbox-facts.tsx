"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useCan } from "@/modules/auth/admin";
import { LoadError } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Select } from "@/ui/field";
import { Skeleton } from "@/ui/skeleton";
import { inboxMutations, inboxQueries } from "../../inbox-api";
import { languageName, since, STAGE_LABELS } from "./inbox-format";

/** Snooze choices: an hour, tomorrow morning, next Monday morning (the browser's own clock). */
function snoozeTimes(now = new Date()) {
  const hour = new Date(now.getTime() + 3_600_000);
  const tomorrow = new Date(now);
  tomorrow.setDate(now.getDate() + 1);
  tomorrow.setHours(9, 0, 0, 0);
  const monday = new Date(now);
  monday.setDate(now.getDate() + ((8 - now.getDay()) % 7 || 7));
  monday.setHours(9, 0, 0, 0);
  return [
    { label: "1 hour", at: hour },
    { label: "Tomorrow 9:00", at: tomorrow },
    { label: "Next Monday 9:00", at: monday },
  ];
}

/** The lead's key facts beside the conversation, with its owner, snooze and close. */
export function InboxFacts({ leadId }: { leadId: string }) {
  const row = useQuery(inboxQueries.one(leadId));
  const canUpdate = useCan({ inbox: ["update"] });
  const people = useQuery({ ...inboxQueries.assignees(), enabled: canUpdate });
  const reassign = useMutation(inboxMutations.reassign(leadId));
  const snooze = useMutation(inboxMutations.snooze(leadId));
  const status = useMutation(inboxMutations.setStatus(leadId));
  const [snoozeChoice, setSnoozeChoice] = useState("");
  const [now] = useState(() => Date.now());
  // Fixed while the panel is open, so a live refresh does not change the options under the choice.
  const [times] = useState(() => snoozeTimes());
  if (row.isPending) return <Skeleton className="h-40 w-full" />;
  if (row.isError)
    return (
      <LoadError message="Failed to load the conversation" onRetry={() => void row.refetch()} />
    );
  const c = row.data;
  const snoozed = c.snoozedUntil && Date.parse(c.snoozedUntil) > now;
  return (
    <section aria-labelledby="inbox-facts" className="space-y-3 text-sm">
      <h3 id="inbox-facts" className="text-base font-semibold text-slate-900">
        {c.name}
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500">WhatsApp</dt>
        <dd dir="ltr">{c.whatsapp || "—"}</dd>
        <dt className="text-slate-500">Country code</dt>
        <dd>{c.countryCode}</dd>
        <dt className="text-slate-500">Language</dt>
        <dd>{languageName(c.language)}</dd>
        <dt className="text-slate-500">Game</dt>
        <dd>{c.gameTitle ?? "—"}</dd>
        <dt className="text-slate-500">Stage</dt>
        <dd>{STAGE_LABELS[c.status] ?? c.status}</dd>
        <dt className="text-slate-500">Waiting</dt>
        <dd>{c.waitingSince ? `Buyer waits ${since(c.waitingSince, now)}` : "For the buyer"}</dd>
        {snoozed ? (
          <>
            <dt className="text-slate-500">Snoozed until</dt>
            <dd>{new Date(c.snoozedUntil!).toLocaleString()}</dd>
          </>
        ) : null}
        {c.closedAt ? (
          <>
            <dt className="text-slate-500">Closed</dt>
            <dd>{new Date(c.closedAt).toLocaleString()}</dd>
          </>
        ) : null}
      </dl>
      {canUpdate ? (
        <div className="space-y-3">
          <Field label="Owner" error={reassign.error?.message}>
            {(props) => (
              <Select
                {...props}
                value={c.ownerId ?? ""}
                disabled={reassign.isPending}
                onChange={(e) => reassign.mutate(e.target.value || null)}
              >
                <option value="">Unassigned</option>
                {c.ownerId && !people.data?.some((p) => p.id === c.ownerId) ? (
                  <option value={c.ownerId}>{c.ownerName ?? "Former staff member"}</option>
                ) : null}
                {people.data?.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name || p.email}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="flex flex-wrap items-end gap-2">
            <Field label="Snooze" className="min-w-40 flex-1" error={snooze.error?.message}>
              {(props) => (
                <Select
                  {...props}
                  value={snoozeChoice}
                  onChange={(e) => setSnoozeChoice(e.target.value)}
                >
                  <option value="">Choose a time</option>
                  {times.map((t) => (
                    <option key={t.label} value={t.at.toISOString()}>
                      {t.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Button
              variant="secondary"
              disabled={!snoozeChoice || snooze.isPending}
              onClick={() => snooze.mutate(snoozeChoice, { onSuccess: () => setSnoozeChoice("") })}
            >
              Snooze
            </Button>
            {snoozed ? (
              <Button
                variant="ghost"
                disabled={snooze.isPending}
                onClick={() => snooze.mutate(null)}
              >
                Wake now
              </Button>
            ) : null}
          </div>
          <Button
            variant="secondary"
            disabled={status.isPending}
            onClick={() => status.mutate(c.closedAt ? "open" : "closed")}
          >
            {c.closedAt ? "Reopen conversation" : "Close conversation"}
          </Button>
          {status.error ? (
            <p role="alert" className="text-sm text-red-700">
              {status.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
