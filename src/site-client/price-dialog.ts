import type { Locale } from "@/platform/i18n/locales";
import { digitsOnly } from "@/modules/leads/country-codes";
import { readFirstStep } from "@/modules/leads/public/first-step-values";
import { fetchCallingCode } from "@/modules/leads/public/calling-code";
import { NO_PROOF } from "@/platform/person-check/solve";
import { startPersonCheck, type PersonCheck } from "./person-check";
import { siteMessages } from "./site-messages";

const loadForm = () => import("./pricing-island");

/**
 * The pricing dialog (leads/public/check-price.tsx): the browser opens it with the first step in
 * the HTML. When it opens, the visitor's calling code is asked for (and put in the field unless
 * they picked one) and the form's code is fetched; on Next the whole form is mounted with what
 * was typed; closing puts a fresh first step back.
 */
export function startPriceDialog() {
  const body = document.querySelector<HTMLElement>("[data-price-body]");
  const dialog = body?.closest("dialog");
  if (!body || !dialog) return;
  const firstStep = body.innerHTML;
  let unmount: (() => void) | null = null;
  // The person check starts as the dialog opens (its time counts from the challenge), and a new
  // one each time it opens again.
  let check: PersonCheck | null = null;

  // The visitor's calling code applies to the field until they pick one themselves (even the
  // same one it shows).
  let picked = false;
  const applyCallingCode = () => {
    const select = body.querySelector<HTMLSelectElement>("select[name=countryCode]");
    if (!select) return;
    picked = false;
    select.addEventListener("change", () => (picked = true), { once: true });
    void fetchCallingCode().then((code) => {
      if (select.isConnected && !picked) select.value = code;
    });
  };

  dialog.addEventListener("toggle", () => {
    if (dialog.open) {
      body.querySelector<HTMLElement>("[data-autofocus]")?.focus();
      applyCallingCode();
      check ??= startPersonCheck();
      void loadForm();
    }
  });
  dialog.addEventListener("close", () => {
    check?.stop();
    check = null;
    unmount?.();
    unmount = null;
    body.innerHTML = firstStep;
  });
  // The number field keeps digits only, as the whole form's does.
  body.addEventListener("input", (e) => {
    const input = e.target as HTMLInputElement;
    if (!input.matches("[data-digits-only]")) return;
    const digits = digitsOnly(input.value);
    if (digits !== input.value) input.value = digits;
  });
  body.addEventListener("submit", (e) => {
    const form = e.target as HTMLFormElement;
    if (!form.matches("[data-first-step]")) return;
    e.preventDefault();
    const carried = { ...readFirstStep(form), advance: true };
    const proof = check?.proof;
    // A code the visitor picked is kept; otherwise the form takes the visitor's calling code,
    // even when it arrives after Next.
    void Promise.all([loadForm(), fetchCallingCode()]).then(
      ([{ mountPricingForm }, countryCode]) => {
        if (!dialog.open || unmount) return;
        if (!picked) carried.countryCode = countryCode;
        body.replaceChildren();
        unmount = mountPricingForm(body, {
          gameId: body.dataset.priceBody ?? "",
          carried,
          countryCode,
          locale: document.documentElement.dataset.locale as Locale,
          messages: siteMessages(),
          onClose: () => dialog.close(),
          finder: async () => ({
            ...(await import("@/platform/person-check/find-proof")),
            findProof: () => proof ?? Promise.resolve(NO_PROOF),
          }),
        });
      },
    );
  });
}
