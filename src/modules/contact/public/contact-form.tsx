"use client";
import { useLayoutEffect, useRef, useState } from "react";
import { Send } from "lucide-react";
import { api } from "@/platform/http/api-client";
import { ErrorBox, SuccessBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Textarea } from "@/ui/field";
import { useIdlePreload } from "@/ui/use-idle-preload";
import type { ContactMessageInput } from "./validation";
import { useTranslations } from "@/platform/i18n/client";
import { translatedMessage } from "@/platform/i18n/validation-message";
import { EARLY } from "@/platform/app-start";
import { live } from "@/ui/live";
import { usePersonProof } from "@/platform/person-check/use-proof";

/** validation.ts's English messages and their keys in the ContactForm.errors catalogue. */
const ERROR_KEYS = {
  "Please enter your name": "errors.nameRequired",
  "Please enter your email": "errors.emailRequired",
  "Please enter a valid email address": "errors.emailInvalid",
  "Please enter a message": "errors.messageRequired",
} as const;

type FieldName = keyof ContactMessageInput;
const HONEYPOT = "Website";

/**
 * The server's own rules (validation.ts), loaded when the form is first checked (or at idle): zod
 * is not part of the page's first load, and the rules are still written once. The form keeps its
 * values in the inputs themselves (no form library: react-hook-form cost the page 13.5 KiB of its
 * first-load budget).
 */
const loadRules = () => import("./validation");

type Checked =
  | { ok: true; data: ContactMessageInput }
  | { ok: false; found: Partial<Record<FieldName, string>> };

/** The form's values against the server's rules: the data to send, or each field's first message. */
async function check(form: HTMLFormElement): Promise<Checked> {
  const values = Object.fromEntries(new FormData(form)) as Record<string, string>;
  const { contactMessageSchema } = await loadRules();
  const parsed = contactMessageSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  const found: Partial<Record<FieldName, string>> = {};
  for (const issue of parsed.error.issues) found[issue.path[0] as FieldName] ??= issue.message;
  return { ok: false, found };
}

export function ContactForm() {
  const t = useTranslations("ContactForm");
  const tr = (message: string | undefined) => translatedMessage(message, ERROR_KEYS, t);
  const [status, setStatus] = useState<"idle" | "sent" | "failed">("idle");
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [submitting, setSubmitting] = useState(false);
  // Fetched at idle once the app has started, so a first submit is checked without the network.
  useIdlePreload(loadRules);
  const form = useRef<HTMLFormElement>(null);
  // The person check starts when the visitor starts on the form, not on every view of the page.
  const [started, setStarted] = useState(false);
  const personProof = usePersonProof(started);
  const start = () => setStarted(true);

  // Before the app ran, a kept page checked a submit's empty fields itself and showed their
  // messages (platform/http/early-answers.ts): the form takes them over as its own.
  useLayoutEffect(() => {
    const el = form.current;
    live(el);
    if (el?.hasAttribute(EARLY.checked)) void check(el).then((r) => setErrors(r.ok ? {} : r.found));
    // Typed into before the app ran: the visitor has started.
    if (el?.contains(document.activeElement) || el?.hasAttribute(EARLY.checked)) start();
  }, []);

  const onSubmit = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (submitting) return;
    const form = e.currentTarget;
    setStatus("idle");
    const checked = await check(form);
    if (!checked.ok) {
      setErrors(checked.found);
      form.querySelector<HTMLElement>(`[name="${Object.keys(checked.found)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await api("/api/contact", {
        method: "POST",
        json: { ...checked.data, ...(await personProof()) },
      });
      setStatus("sent");
      form.reset();
      // A challenge is good for one message: the next one starts its own when typed.
      setStarted(false);
    } catch (err) {
      // The typed text stays in the form so nothing is lost.
      console.error("Failed to send message", err);
      setStatus("failed");
    } finally {
      setSubmitting(false);
    }
  };

  // A field's message goes once its value changes; the next submit checks again.
  const clear = (name: FieldName) => () =>
    setErrors((prev) => (prev[name] ? { ...prev, [name]: undefined } : prev));

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onFocus={start}
      noValidate
      className="space-y-2"
      aria-label={t("form")}
      {...{ [EARLY.check]: "" }}
    >
      <div aria-live="polite">
        {status === "sent" ? <SuccessBox className="mb-4">{t("sent")}</SuccessBox> : null}
        {status === "failed" ? <ErrorBox className="mb-4">{t("failed")}</ErrorBox> : null}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t("name")} required error={tr(errors.name)}>
          {(p) => (
            <Input
              {...p}
              name="name"
              autoComplete="name"
              required
              onChange={clear("name")}
              {...{ [EARLY.required]: t("errors.nameRequired") }}
            />
          )}
        </Field>
        <Field label={t("email")} required error={tr(errors.email)}>
          {(p) => (
            <Input
              {...p}
              name="email"
              type="email"
              autoComplete="email"
              required
              onChange={clear("email")}
              {...{
                [EARLY.required]: t("errors.emailRequired"),
                [EARLY.invalid]: t("errors.emailInvalid"),
              }}
            />
          )}
        </Field>
        <Field label={t("company")} error={tr(errors.company)}>
          {(p) => (
            <Input {...p} name="company" autoComplete="organization" onChange={clear("company")} />
          )}
        </Field>
        <Field label={t("phone")} error={tr(errors.phone)}>
          {(p) => (
            <Input {...p} name="phone" type="tel" autoComplete="tel" onChange={clear("phone")} />
          )}
        </Field>
      </div>
      <Field label={t("message")} required error={tr(errors.message)}>
        {(p) => (
          <Textarea
            {...p}
            name="message"
            rows={6}
            required
            onChange={clear("message")}
            {...{ [EARLY.required]: t("errors.messageRequired") }}
          />
        )}
      </Field>
      {/* A honeypot people never see: its label is for bots, in no language. */}
      <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label>
          {HONEYPOT}
          <input name="website" tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={submitting}>
        <Send className="h-4 w-4" aria-hidden /> {submitting ? t("sending") : t("send")}
      </Button>
    </form>
  );
}
