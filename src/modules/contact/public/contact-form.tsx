import { useTranslations } from "next-intl";
import { Send } from "lucide-react";
import { ErrorBox, SuccessBox } from "@/ui/alert";
import { Honeypot } from "@/ui/honeypot";
import { Button } from "@/ui/button";
import { Field, Input, Textarea } from "@/ui/field";
import { ATTR, attr } from "@/platform/site-attributes";

/** A honeypot people never see: its label is for bots, in no language. */

/**
 * The contact form as the server writes it: complete HTML that the browser checks and the site's
 * behaviour (site-client/contact-form.ts) sends. Its two answers are in the page, hidden, so the
 * behaviour only shows one; the texts of the field messages come from the page's messages.
 */
export function ContactForm() {
  const t = useTranslations("ContactForm");
  return (
    <form
      {...attr(ATTR.contactForm)}
      method="post"
      noValidate
      className="space-y-2"
      aria-label={t("form")}
    >
      <div aria-live="polite">
        <div {...attr(ATTR.contactAnswer, "sent")} hidden>
          <SuccessBox className="mb-4">{t("sent")}</SuccessBox>
        </div>
        <div {...attr(ATTR.contactAnswer, "failed")} hidden>
          <ErrorBox className="mb-4">{t("failed")}</ErrorBox>
        </div>
      </div>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field label={t("name")} required>
          {(p) => <Input {...p} name="name" autoComplete="name" required />}
        </Field>
        <Field label={t("email")} required>
          {(p) => <Input {...p} name="email" type="email" autoComplete="email" required />}
        </Field>
        <Field label={t("company")}>
          {(p) => <Input {...p} name="company" autoComplete="organization" />}
        </Field>
        <Field label={t("phone")}>
          {(p) => <Input {...p} name="phone" type="tel" autoComplete="tel" />}
        </Field>
      </div>
      <Field label={t("message")} required>
        {(p) => <Textarea {...p} name="message" rows={6} required />}
      </Field>
      <Honeypot />
      <Button type="submit" size="lg" {...attr(ATTR.contactSending, t("sending"))}>
        <Send className="h-4 w-4" aria-hidden />{" "}
        <span {...attr(ATTR.contactLabel)}>{t("send")}</span>
      </Button>
    </form>
  );
}
