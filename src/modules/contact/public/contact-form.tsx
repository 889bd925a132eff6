"use client";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { Send } from "lucide-react";
import { api } from "@/platform/http/api-client";
import { ErrorBox, SuccessBox } from "@/ui/alert";
import { Button } from "@/ui/button";
import { Field, Input, Textarea } from "@/ui/field";
import { useIdlePreload } from "@/ui/use-idle-preload";
import type { ContactMessageInput } from "./validation";
import { useTranslations } from "@/platform/i18n/client";
import { translatedMessage } from "@/platform/i18n/validation-message";

/** validation.ts's English messages and their keys in the ContactForm.errors catalogue. */
const ERROR_KEYS = {
  "Please enter your name": "errors.nameRequired",
  "Please enter your email": "errors.emailRequired",
  "Please enter a valid email address": "errors.emailInvalid",
  "Please enter a message": "errors.messageRequired",
} as const;

/**
 * The server's own rules (validation.ts), loaded when the form is first checked: zod is not
 * part of the page's first load, and the rules are still written once.
 */
const loadRules = () => Promise.all([import("@hookform/resolvers/zod"), import("./validation")]);
const resolver: Resolver<ContactMessageInput> = async (values, context, options) => {
  const [{ zodResolver }, { contactMessageSchema }] = await loadRules();
  return zodResolver(contactMessageSchema)(values, context, options);
};

const HONEYPOT = "Website";

export function ContactForm() {
  const t = useTranslations("ContactForm");
  const tr = (message: string | undefined) => translatedMessage(message, ERROR_KEYS, t);
  const [status, setStatus] = useState<"idle" | "sent" | "failed">("idle");
  // Fetched at idle once the app has started, so a first submit is checked without the network.
  useIdlePreload(loadRules);
  const form = useForm<ContactMessageInput>({
    resolver,
    defaultValues: { name: "", email: "", company: "", phone: "", message: "", website: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus("idle");
    try {
      await api("/api/contact", { method: "POST", json: values });
      setStatus("sent");
      form.reset();
    } catch (e) {
      // The typed text stays in the form so nothing is lost.
      console.error("Failed to send message", e);
      setStatus("failed");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label={t("form")}>
      <div aria-live="polite">
        {status === "sent" ? <SuccessBox className="mb-4">{t("sent")}</SuccessBox> : null}
        {status === "failed" ? <ErrorBox className="mb-4">{t("failed")}</ErrorBox> : null}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t("name")} required error={tr(errors.name?.message)}>
          {(p) => <Input {...p} autoComplete="name" required {...form.register("name")} />}
        </Field>
        <Field label={t("email")} required error={tr(errors.email?.message)}>
          {(p) => (
            <Input {...p} type="email" autoComplete="email" required {...form.register("email")} />
          )}
        </Field>
        <Field label={t("company")} error={tr(errors.company?.message)}>
          {(p) => <Input {...p} autoComplete="organization" {...form.register("company")} />}
        </Field>
        <Field label={t("phone")} error={tr(errors.phone?.message)}>
          {(p) => <Input {...p} type="tel" autoComplete="tel" {...form.register("phone")} />}
        </Field>
      </div>
      <Field label={t("message")} required error={tr(errors.message?.message)}>
        {(p) => <Textarea {...p} rows={6} required {...form.register("message")} />}
      </Field>
      {/* A honeypot people never see: its label is for bots, in no language. */}
      <div aria-hidden className="absolute -start-[10000px] h-px w-px overflow-hidden">
        <label>
          {HONEYPOT}
          <input tabIndex={-1} autoComplete="off" {...form.register("website")} />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        <Send className="h-4 w-4" aria-hidden /> {isSubmitting ? t("sending") : t("send")}
      </Button>
    </form>
  );
}
