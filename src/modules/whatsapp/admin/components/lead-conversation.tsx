"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Download, Send } from "lucide-react";
import { useCan } from "@/modules/auth/admin";
import { ErrorBox, LoadError, WarningBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Select, Textarea } from "@/ui/field";
import { showServerErrors } from "@/ui/form/server-errors";
import { useSchemaForm } from "@/ui/form/use-schema-form";
import { Skeleton } from "@/ui/skeleton";
import { REPLY_MAX, whatsappReplySchema } from "../../validation";
import type { ConversationMessage, TemplateOffer } from "../../server/conversation";
import { conversationMutations, conversationQueries } from "../conversation-api";
import { useConversationEvents } from "../use-conversation-events";
import { ReplyClockBadge } from "./reply-clock-badge";
import { useSavedReplyPicker } from "./saved-reply-picker";
import { MessageDetails, Quoted, SHOWN_BY_DETAILS } from "./message-details";
import { STATE_COLORS, STATE_LABELS, when } from "./message-state";

/** "5 h 12 min" until the window closes, read again every minute. */
function useTimeLeft(until: string | null): string | null {
  const [now, setNow] = useState(() => Date.now());
  // The clock is read again as soon as the window moves (a reply just came in), then every 30 s:
  // read only when the lead was opened, it put a new window at "24 h 0 min" for up to 30 s.
  useEffect(() => {
    const read = () => setNow(Date.now());
    const moved = setTimeout(read, 0);
    const t = setInterval(read, 30_000);
    return () => {
      clearTimeout(moved);
      clearInterval(t);
    };
  }, [until]);
  if (!until) return null;
  const ms = new Date(until).getTime() - now;
  if (ms <= 0) return null;
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  return h > 0 ? `${h} h ${m} min` : `${m} min`;
}

/**
 * The WhatsApp conversation with the buyer, oldest first: their messages and files, our templates
 * and replies with who sent them and their delivery state. Live (server-sent events); opening it
 * marks it read. The composer sends free-form text while the 24-hour window is open, else offers
 * the approved templates.
 */
export function LeadConversation({ leadId }: { leadId: string }) {
  useConversationEvents();
  const conversation = useQuery(conversationQueries.conversation(leadId));
  const markRead = useMutation(conversationMutations.markRead(leadId));
  const unread = conversation.data?.unread ?? 0;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (unread > 0) mark();
  }, [unread, mark]);
  const data = conversation.data;

  return (
    <section aria-labelledby="lead-conversation" className="space-y-2">
      <h3 id="lead-conversation" className="text-sm font-medium text-slate-700">
        WhatsApp conversation
      </h3>
      <ReplyClockBadge leadId={leadId} />
      {conversation.isPending ? <Skeleton className="h-24 w-full" /> : null}
      {conversation.isError ? (
        <LoadError
          message="Failed to load the conversation"
          onRetry={() => void conversation.refetch()}
        />
      ) : null}
      {data ? (
        <>
          <OptOutNotice leadId={leadId} optedOut={data.optedOut} />
          {data.messages.length === 0 ? (
            <p className="text-sm text-slate-500">No message in this conversation yet.</p>
          ) : (
            <ol
              aria-label="Messages"
              className="max-h-96 space-y-2 overflow-y-auto rounded-md bg-slate-50 p-2"
            >
              {data.messages.map((m) => (
                <Bubble key={`${m.direction}-${m.id}`} message={m} />
              ))}
            </ol>
          )}
          {data.optedOut ? null : (
            <Composer
              leadId={leadId}
              windowClosesAt={data.windowClosesAt}
              templates={data.templates}
            />
          )}
        </>
      ) : null}
    </section>
  );
}

function OptOutNotice({ leadId, optedOut }: { leadId: string; optedOut: boolean }) {
  const canSet = useCan({ whatsappSettings: ["update"] });
  const set = useMutation(conversationMutations.setOptOut(leadId));
  return (
    <div className="space-y-1">
      {optedOut ? (
        <WarningBox>
          This number opted out of WhatsApp messages: nothing is sent to it until the buyer writes
          START.
        </WarningBox>
      ) : null}
      {canSet ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={set.isPending}
          onClick={() => set.mutate(!optedOut)}
        >
          {optedOut ? "Allow WhatsApp messages again" : "Mark as opted out"}
        </Button>
      ) : null}
      <div aria-live="polite">{set.isError ? <ErrorBox>{set.error.message}</ErrorBox> : null}</div>
    </div>
  );
}

function Bubble({ message: m }: { message: ConversationMessage }) {
  const mine = m.direction === "out";
  return (
    <li
      className={`max-w-[85%] rounded-lg p-2 text-sm shadow-sm ${
        mine ? "ml-auto bg-green-50" : "mr-auto bg-white"
      }`}
    >
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-xs text-slate-600">
        <span>
          {mine
            ? (m.author ?? "Automatic message")
            : m.details?.username
              ? `Buyer (@${m.details.username.replace(/^@/, "")})`
              : "Buyer"}
        </span>
        <time dateTime={m.at}>{when(m.at)}</time>
      </p>
      <Content message={m} />
      {mine && m.state ? (
        // One text ("Status: Sent"): the messages list below shows the same state word alone.
        <p className={`text-xs font-medium ${STATE_COLORS[m.state]}`}>
          {`Status: ${STATE_LABELS[m.state]}`}
        </p>
      ) : null}
      {m.error ? <p className="text-xs break-words text-red-700">{m.error}</p> : null}
    </li>
  );
}

function Content({ message: m }: { message: ConversationMessage }) {
  if (m.type === "template")
    return (
      <p className="text-slate-700 italic">Template: {m.templateName ?? "new-lead template"}</p>
    );
  const voice = m.type === "audio" && m.details?.voice;
  const file =
    m.fileUrl && m.type === "image" ? (
      // The caption is shown as text below, so the picture's alt text only names it.
      // eslint-disable-next-line @next/next/no-img-element -- a private file behind the session
      <img src={m.fileUrl} alt="Photo from the buyer" className="max-h-64 rounded" />
    ) : m.fileUrl && m.type === "audio" ? (
      <div className="space-y-1">
        <audio
          controls
          preload="none"
          src={m.fileUrl}
          aria-label={voice ? "Voice note from the buyer" : "Audio from the buyer"}
        />
        <a className="text-xs text-blue-700 underline" href={m.fileUrl} download>
          {voice ? "Download the voice note" : "Download the audio"}
        </a>
      </div>
    ) : m.fileUrl ? (
      <a
        className="inline-flex items-center gap-1 text-blue-700 underline"
        href={m.fileUrl}
        download
      >
        <Download className="h-4 w-4" aria-hidden />
        Download {m.fileName ?? m.type}
      </a>
    ) : m.mediaError ? (
      <p className="text-xs text-red-700">
        {m.type} not downloaded: {m.mediaError}
      </p>
    ) : ["image", "document", "audio", "video"].includes(m.type) ? (
      <p className="text-xs text-slate-500">Downloading the {m.type}…</p>
    ) : m.type !== "text" && !m.body && !m.details ? (
      <p className="text-xs text-slate-500">Unsupported message type: {m.type}</p>
    ) : null;
  return (
    <>
      {m.quoted ? <Quoted quoted={m.quoted} /> : null}
      {voice && !m.fileUrl ? <p className="text-xs text-slate-600">Voice note</p> : null}
      {file}
      {m.body && !(m.details && SHOWN_BY_DETAILS.has(m.type)) ? (
        <p className="break-words whitespace-pre-wrap text-slate-900">{m.body}</p>
      ) : null}
      {m.details ? <MessageDetails details={m.details} /> : null}
    </>
  );
}

function Composer({
  leadId,
  windowClosesAt,
  templates,
}: {
  leadId: string;
  windowClosesAt: string | null;
  templates: TemplateOffer[];
}) {
  const canMessage = useCan({ lead: ["message"] });
  const left = useTimeLeft(windowClosesAt);
  if (!canMessage) return null;
  if (left) return <ReplyForm leadId={leadId} left={left} />;
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-600">
        The 24-hour window is closed: WhatsApp allows only an approved template until the buyer
        writes again.
      </p>
      {templates.length === 0 ? (
        <p className="text-sm text-slate-500">
          No approved template: an owner can sync them in WhatsApp Settings.
        </p>
      ) : (
        <TemplateForm leadId={leadId} templates={templates} />
      )}
    </div>
  );
}

/** Free-form text while the window is open; Ctrl/Cmd+Enter sends. */
function ReplyForm({ leadId, left }: { leadId: string; left: string }) {
  const reply = useMutation(conversationMutations.reply(leadId));
  const form = useSchemaForm(whatsappReplySchema, {
    defaultValues: { kind: "text", text: "" },
  });
  const typed = form.watch("text") ?? "";
  const picker = useSavedReplyPicker(leadId, typed, (text) =>
    form.setValue("text", text, { shouldDirty: true }),
  );
  const fieldError = "text" in form.formState.errors ? form.formState.errors.text?.message : "";
  return (
    <form
      className="space-y-1"
      noValidate
      onSubmit={form.handleSubmit((input) =>
        reply.mutate(input, {
          onSuccess: () => form.reset({ kind: "text", text: "" }),
          onError: (e) => showServerErrors(e, form.setError),
        }),
      )}
    >
      <Field
        label="Reply"
        hint={`The 24-hour window closes in ${left}. Type / for saved replies. ${typed.length}/${REPLY_MAX}`}
        error={fieldError}
      >
        {(p) => (
          <Textarea
            {...p}
            maxLength={REPLY_MAX}
            {...form.register("text")}
            {...picker.inputProps}
            onKeyDown={(e) => {
              if (picker.onKeyDown(e)) return;
              if (e.key === "Enter" && (e.ctrlKey || e.metaKey))
                e.currentTarget.form?.requestSubmit();
            }}
          />
        )}
      </Field>
      {picker.list}
      <Button type="submit" size="sm" disabled={reply.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {reply.isPending ? "Sending..." : "Send reply"}
      </Button>
      <div aria-live="polite">
        {reply.isError && !fieldError ? <ErrorBox>{reply.error.message}</ErrorBox> : null}
      </div>
    </form>
  );
}

const templateKey = (t: { name: string; language: string }) => `${t.name}|${t.language}`;

/** An approved template once the window has closed. */
function TemplateForm({ leadId, templates }: { leadId: string; templates: TemplateOffer[] }) {
  const reply = useMutation(conversationMutations.reply(leadId));
  const first = templates[0]!;
  const form = useSchemaForm(whatsappReplySchema, {
    defaultValues: { kind: "template", name: first.name, language: first.language },
  });
  const picked = form.watch();
  const chosen =
    (picked.kind === "template" && templates.find((t) => templateKey(t) === templateKey(picked))) ||
    first;
  const fieldError = "name" in form.formState.errors ? form.formState.errors.name?.message : "";
  return (
    <form
      className="space-y-1"
      noValidate
      onSubmit={form.handleSubmit((input) =>
        reply.mutate(input, { onError: (e) => showServerErrors(e, form.setError) }),
      )}
    >
      <Field label="Template" error={fieldError}>
        {(p) => (
          <Select
            {...p}
            value={templateKey(chosen)}
            onChange={(e) => {
              const t = templates.find((o) => templateKey(o) === e.target.value) ?? first;
              form.setValue("name", t.name);
              form.setValue("language", t.language);
            }}
          >
            {templates.map((t) => (
              <option key={templateKey(t)} value={templateKey(t)}>
                {t.name} ({t.language})
              </option>
            ))}
          </Select>
        )}
      </Field>
      {chosen.preview ? (
        <p className="rounded bg-slate-50 p-2 text-sm whitespace-pre-wrap text-slate-700">
          {chosen.preview}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={reply.isPending}>
        <Send className="h-4 w-4" aria-hidden />
        {reply.isPending ? "Sending..." : "Send template"}
      </Button>
      <div aria-live="polite">
        {reply.isError && !fieldError ? <ErrorBox>{reply.error.message}</ErrorBox> : null}
      </div>
    </form>
  );
}
