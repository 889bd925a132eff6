import { ATTR } from "@/platform/site-attributes";

const FORM = `form[${ATTR.quoteAnswer}]`;

/** A form ready again: its buttons, and what it tells assistive technology. */
function ready(form: Element) {
  form.removeAttribute("aria-busy");
  for (const button of form.querySelectorAll("button[type=submit]"))
    button.removeAttribute("aria-disabled");
}

/**
 * A buyer's answer on a quote page (accept, decline, ask for a new quote) is one plain form post,
 * which works without this. Once sent, its button says so and a second tap sends nothing more: on
 * a slow connection the answer is posted once. Back from the browser's page cache, it is ready again.
 */
export function startQuoteAnswer() {
  if (!document.querySelector(FORM)) return;
  document.addEventListener("submit", (e) => {
    const form = (e.target as Element).closest(FORM);
    if (!form) return;
    if (form.getAttribute("aria-busy") === "true") {
      e.preventDefault();
      return;
    }
    if (e.defaultPrevented) return;
    form.setAttribute("aria-busy", "true");
    for (const button of form.querySelectorAll("button[type=submit]"))
      button.setAttribute("aria-disabled", "true");
  });
  addEventListener("pageshow", (e) => {
    if (e.persisted) document.querySelectorAll(FORM).forEach(ready);
  });
}
