import { translatedMessage } from "@/platform/i18n/validation-message";
import { afterNextPaint } from "./next-paint";
import type { FieldName } from "./contact-rules";
import { checkForm, warmRules } from "./form-rules";
import { proofAtSubmit, startPersonCheck, type PersonCheck } from "./person-check";
import { siteMessages } from "./site-messages";
import { ATTR, sel } from "@/platform/site-attributes";

/** The rules' English messages and their keys in the ContactForm.errors catalogue. */
const ERROR_KEYS: Readonly<Record<string, string>> = {
  "Please enter your name": "nameRequired",
  "Please enter your email": "emailRequired",
  "Please enter a valid email address": "emailInvalid",
  "Please enter a message": "messageRequired",
};

/**
 * zod and the rules come after the page, not with it: their worker starts when the visitor enters
 * the form (at the page's idle moment, its download and compile slowed the first taps).
 */
const loadRules = () => warmRules("contact");

type Control = HTMLInputElement | HTMLTextAreaElement;

const errorTexts = () =>
  (siteMessages().ContactForm as { errors?: Record<string, string> } | undefined)?.errors;

function translate(message: string | undefined): string | undefined {
  const errors = errorTexts();
  return translatedMessage(message, ERROR_KEYS, (key) => errors?.[key] ?? message ?? "");
}

/**
 * What the browser knows of the fields without the rules (an empty required field, an address
 * that is not an email's shape), in the page's language: answered at the tap, while the rules may
 * still be on their way. The rules check everything else once these pass.
 */
function browserFindings(controls: Control[]): Map<Control, string> {
  const errors = errorTexts();
  const found = new Map<Control, string>();
  for (const control of controls) {
    const key =
      control.required && !control.value.trim()
        ? `${control.name}Required`
        : control.validity.typeMismatch
          ? `${control.name}Invalid`
          : null;
    const text = key ? errors?.[key] : undefined;
    if (text) found.set(control, text);
  }
  return found;
}

function showFindings(controls: Control[], found: (control: Control) => string | undefined) {
  for (const control of controls) showError(control, found(control));
  controls.find((c) => c.getAttribute("aria-invalid") === "true")?.focus();
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
  for (const box of form.querySelectorAll<HTMLElement>(sel(ATTR.contactAnswer)))
    box.hidden = box.getAttribute(ATTR.contactAnswer) !== answer;
}

function setSending(form: HTMLFormElement, sending: boolean) {
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  const label = button?.querySelector(sel(ATTR.contactLabel));
  if (!button || !label) return;
  if (!button.hasAttribute(ATTR.contactIdle))
    button.setAttribute(ATTR.contactIdle, label.textContent ?? "");
  button.disabled = sending;
  label.textContent = sending
    ? (button.getAttribute(ATTR.contactSending) ?? "")
    : button.getAttribute(ATTR.contactIdle);
}

/**
 * The contact form (contact/public/contact-form.tsx): checked with the server's rules at submit,
 * sent as JSON with the proof of its person check, which starts when the visitor first enters the
 * form. A failed send keeps every word typed; a sent message empties the form.
 */
export function startContactForm() {
  const form = document.querySelector<HTMLFormElement>(`form${sel(ATTR.contactForm)}`);
  if (!form) return;
  const controls = () => [...form.querySelectorAll<Control>("input[id], textarea[id]")];
  // One challenge per message: kept through a failed try, a new one after a message is sent.
  let check: PersonCheck | null = null;
  let sending = false;

  // Starting the workers takes a phone several milliseconds: not in the frame that answers the tap
  // that entered the form (often a tap on Send with a field left empty).
  form.addEventListener("focusin", () =>
    afterNextPaint(() => {
      check ??= startPersonCheck();
      loadRules();
    }),
  );
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
    const early = browserFindings(controls());
    if (early.size) return showFindings(controls(), (c) => early.get(c));
    check ??= startPersonCheck();
    const checked = await checkForm("contact", Object.fromEntries(new FormData(form)));
    const found: Partial<Record<FieldName, string>> = checked.ok ? {} : checked.found;
    showFindings(controls(), (c) => translate(found[c.name as FieldName]));
    if (!checked.ok) return;
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
