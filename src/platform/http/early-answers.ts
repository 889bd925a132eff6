/**
 * The taps a kept page answers by itself while its app is still starting (issue 25): a carousel's
 * arrows and dots, a copy-link button, and a form's empty required fields. Without it they are
 * held until the app has hydrated, 1–1.5 s on a phone right after the load. Each answer only
 * changes what the app would render for the same tap (a slide's `hidden`, a dot's aria-current,
 * a field's message), and the app reads that state back when it hydrates, so nothing jumps
 * when it takes over. Loaded by server.ts outside the Next.js bundle: platform files only.
 */

import { EARLY } from "../app-start";

const a = (name: string) => JSON.stringify(name);

/**
 * JavaScript source of `early(event)`: true when the page answered the click or submission
 * itself, and then it must not reach the app (nor be replayed to it). Also listens for typing,
 * which takes a field's early message away as the app's form does.
 */
export const earlyAnswers = `
  const live = (el) => el.closest("[${EARLY.live}]");
  const message = (field, text) => {
    const box = d.getElementById(field.id + "-error");
    if (box) box.textContent = text || "";
    field.setAttribute("aria-invalid", text ? "true" : "false");
    if (text && box) field.setAttribute("aria-describedby", box.id);
    else field.removeAttribute("aria-describedby");
  };
  d.addEventListener("input", (e) => {
    const f = e.target;
    if (f.form && f.form.hasAttribute(${a(EARLY.checked)}) && !live(f) && f.getAttribute("aria-invalid") === "true") message(f, "");
  }, true);
  const early = (e) => {
    const t = e.target;
    if (live(t)) return false;
    const copy = t.closest("[${EARLY.copy}]");
    if (copy && e.type === "click") {
      const label = copy.getAttribute("aria-label");
      navigator.clipboard.writeText(copy.getAttribute(${a(EARLY.copy)})).then(() => {
        copy.setAttribute("aria-label", copy.getAttribute(${a(EARLY.copyDone)}));
        copy.setAttribute(${a(EARLY.copied)}, "");
        setTimeout(() => {
          copy.setAttribute("aria-label", label);
          copy.removeAttribute(${a(EARLY.copied)});
        }, 2000);
      }, (err) => console.error("Failed to copy link", err));
      return true;
    }
    const mover = e.type === "click" && t.closest("[${EARLY.slideTo}], [${EARLY.slideStep}]");
    const carousel = mover && mover.closest("[${EARLY.carousel}]");
    if (carousel) {
      const slides = [...carousel.querySelectorAll("[${EARLY.slide}]")];
      const shown = Math.max(0, slides.findIndex((s) => !s.hidden));
      const to = mover.getAttribute(${a(EARLY.slideTo)});
      const next = to !== null ? Number(to) : (shown + Number(mover.getAttribute(${a(EARLY.slideStep)})) + slides.length) % slides.length;
      slides.forEach((s, i) => (s.hidden = i !== next));
      carousel.querySelectorAll("[${EARLY.slideTo}]").forEach((dot) => {
        if (Number(dot.getAttribute(${a(EARLY.slideTo)})) === next) dot.setAttribute("aria-current", "true");
        else dot.removeAttribute("aria-current");
      });
      return true;
    }
    const form = e.type === "submit" ? t : e.type === "click" && t.closest("button[type=submit]") && t.closest("button").form;
    if (form && form.hasAttribute(${a(EARLY.check)})) {
      let first = null;
      for (const f of form.querySelectorAll("[${EARLY.required}], [${EARLY.invalid}]")) {
        const text = !f.value.trim() ? f.getAttribute(${a(EARLY.required)}) : f.validity.typeMismatch ? f.getAttribute(${a(EARLY.invalid)}) : null;
        message(f, text);
        if (text && !first) first = f;
      }
      // All there as far as the browser can tell: the app checks it fully and sends it.
      if (!first) return false;
      form.setAttribute(${a(EARLY.checked)}, "");
      first.focus();
      return true;
    }
    return false;
  };`;
