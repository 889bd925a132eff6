import { translatedMessage } from "@/platform/i18n/validation-message";
import type { FieldName } from "./contact-rules";
import { proofAtSubmit, startPersonCheck, type PersonCheck } from "./person-check";
import { siteMessages } from "./site-messages";

/** The rules' English messages and their keys in the ContactForm.errors catalogue. */
const ERROR_KEYS: Readonly<Record<string, string>> = {
  "Please enter your name": "nameRequired",
  "Please enter your email": "emailRequired",
  "Please enter a valid email address": "emailInvalid",
  "Please enter a message": "messageRequired",
};

/** zod and the rules come with the first check, not with the page. */
const loadRules = () => import("./contact-rules");

type Control = HTMLInputElement | HTMLTextAreaElement;

function translate(message: string | undefined): string | undefined {
  const errors = (siteMessages().ContactForm as { errors?: Record<string, string> } | undefined)
    ?.errors;
  return translatedMessage(message, ERROR_KEYS, (key) => errors?.[key] ?? message ?? "");
}

/** A field's message under it (ui/field.tsx keeps its place), linked for screen readers. */
function showError(control: Control, message: string | undefined) {
  const slot = document.getElementById(`${control.id}-error`);
  control.setAttribute("aria-invalid", String(Boolean(message)));
  if (message && slot) control.setAttribute("aria-describedby", slot.id);
  else control.removeAttribute("aria-describedby");
  if (slot) slot.textContent = message ?? "";
}

function showAnswer(form: HTMLFormElement, answer: "sent" | "failed" | null) {
  for (const box of form.querySelectorAll<HTMLElement>("[data-answer]"))
    box.hidden = box.dataset.answer !== answer;
}

function setSending(form: HTMLFormElement, sending: boolean) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.querySelector("[data-label]");
  if (!button || !label) return;
  button.dataset.idle ??= label.textContent ?? "";
  button.disabled = sending;
  label.textContent = sending ? (button.dataset.sending ?? "") : button.dataset.idle;
}

/**
 * The contact form (contact/public/contact-form.tsx): checked with the server's rules at submit,
 * sent as JSON with the proof of its person check, which starts when the visitor first enters the
 * form. A failed send keeps every word typed; a sent message empties the form.
 */
export function startContactForm() {
  const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");
  if (!form) return;
  const controls = () => [...form.querySelectorAll<Control>("input[id], textarea[id]")];
  // One challenge per message: kept through a failed try, a new one after a message is sent.
  let check: PersonCheck | null = null;
  let sending = false;

  form.addEventListener("focusin", () => (check ??= startPersonCheck()));
  // A field's message goes once its value changes; the next submit checks again.
  form.addEventListener("input", (e) => {
    const control = e.target as Control;
    if (control.getAttribute("aria-invalid") === "true") showError(control, undefined);
  });
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    if (sending) return;
    showAnswer(form, null);
    void send();
  });

  async function send() {
    if (!form) return;
    check ??= startPersonCheck();
    const { checkContact } = await loadRules();
    const checked = checkContact(Object.fromEntries(new FormData(form)));
    const found: Partial<Record<FieldName, string>> = checked.ok ? {} : checked.found;
    for (const control of controls())
      showError(control, translate(found[control.name as FieldName]));
    if (!checked.ok) {
      controls()
        .find((c) => c.getAttribute("aria-invalid") === "true")
        ?.focus();
      return;
    }
    sending = true;
    setSending(form, true);
    try {
      const res = await fetch("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...checked.data, ...(await proofAtSubmit(check)) }),
      });
      if (!res.ok) throw new Error(`The message was refused (${res.status})`);
      showAnswer(form, "sent");
      form.reset();
      check.stop();
      check = null;
    } catch (err) {
      console.error("Failed to send message", err);
      showAnswer(form, "failed");
    } finally {
      sending = false;
      setSending(form, false);
    }
  }
}
