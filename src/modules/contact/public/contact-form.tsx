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

/**
 * The server's own rules (validation.ts), loaded when the form is first checked: zod is not
 * part of the page's first load, and the rules are still written once.
 */
const loadRules = () => Promise.all([import("@hookform/resolvers/zod"), import("./validation")]);
const resolver: Resolver<ContactMessageInput> = async (values, context, options) => {
  const [{ zodResolver }, { contactMessageSchema }] = await loadRules();
  return zodResolver(contactMessageSchema)(values, context, options);
};

export function ContactForm() {
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
    <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label="Contact form">
      <div aria-live="polite">
        {status === "sent" ? (
          <SuccessBox className="mb-4">
            Thank you for your message! We&apos;ll get back to you soon.
          </SuccessBox>
        ) : null}
        {status === "failed" ? (
          <ErrorBox className="mb-4">Failed to send message. Please try again.</ErrorBox>
        ) : null}
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label="Name" required error={errors.name?.message}>
          {(p) => <Input {...p} autoComplete="name" required {...form.register("name")} />}
        </Field>
        <Field label="Email" required error={errors.email?.message}>
          {(p) => (
            <Input {...p} type="email" autoComplete="email" required {...form.register("email")} />
          )}
        </Field>
        <Field label="Company" error={errors.company?.message}>
          {(p) => <Input {...p} autoComplete="organization" {...form.register("company")} />}
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          {(p) => <Input {...p} type="tel" autoComplete="tel" {...form.register("phone")} />}
        </Field>
      </div>
      <Field label="Message" required error={errors.message?.message}>
        {(p) => <Textarea {...p} rows={6} required {...form.register("message")} />}
      </Field>
      <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...form.register("website")} />
        </label>
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting}>
        <Send className="h-4 w-4" aria-hidden /> {isSubmitting ? "Sending..." : "Send Message"}
      </Button>
    </form>
  );
}
