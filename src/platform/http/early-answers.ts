/**
 * The taps a kept page answers by itself while its app is still starting: a carousel's
 * arrows and dots, a copy-link button, a form's empty required fields, and a filter's list (shown
 * in place while the browser loads the filter's page, which replaces it). Without it they are
 * held until the app has hydrated, 1–1.5 s on a phone right after the load (a filter, until its
 * page is in: about 200 ms). Each answer only changes what the app would render for the same tap
 * (a slide's `hidden`, a dot's aria-current, a field's message, a filter's chips, items and count
 * line), and the app reads that state back when it hydrates, so nothing jumps when it takes over
 * (a filter's page replaces the page it was shown on, so the app never goes on from it).
 * Loaded by server.ts outside the Next.js bundle: platform files only.
 */

import { EARLY } from "../app-start";

const a = (name: string) => JSON.stringify(name);

/**
 * JavaScript source of `early(event)`: true when the page answered the click or submission
 * itself, and then it must not reach the app (nor be replayed to it). Also listens for typing,
 * which takes a field's early message away as the app's form does. A page with a filter shown in
 * place (EARLY.filter) gets that code too; the others do without its bytes.
 */
export const earlyAnswers = (filters: boolean) => `
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
${filters ? filterTap : ""}
    return false;
  };${filters ? filterInPlace : ""}`;

// A filter: shown at once, and the link still loads its page (so early() answers false).
const filterTap = `
    const chip = e.type === "click" && e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) && t.closest("[${EARLY.filter}] a[${EARLY.value}]");
    if (chip) filterInPlace(chip);`;

const filterInPlace = `
  let undoFilter = null;
  const filterInPlace = (chip) => {
    const list = d.querySelector("[${EARLY.list}]");
    if (!list || undoFilter) return;
    const nav = chip.closest("[${EARLY.filter}]");
    const param = nav.getAttribute(${a(EARLY.filter)});
    const value = chip.getAttribute(${a(EARLY.value)});
    const items = [...list.querySelectorAll(":scope > [${EARLY.value}]")];
    const matches = (item) => JSON.parse(item.getAttribute(${a(EARLY.value)})).includes(value);
    if (!items.some(matches)) return;
    const chips = [...nav.querySelectorAll("a")];
    const line = d.querySelector("[${EARLY.countLine}]");
    const follows = [...d.querySelectorAll("a[${EARLY.follows}]")];
    const was = {
      current: chips.map((c) => c.getAttribute("aria-current")),
      hidden: items.map((i) => i.hidden),
      line: line && line.textContent,
      hrefs: follows.map((f) => f.getAttribute("href")),
    };
    chips.forEach((c) => (c === chip ? c.setAttribute("aria-current", "page") : c.removeAttribute("aria-current")));
    items.forEach((i) => (i.hidden = !matches(i)));
    if (line && chip.hasAttribute(${a(EARLY.count)})) line.textContent = chip.getAttribute(${a(EARLY.count)});
    for (const f of follows) {
      const url = new URL(f.href);
      url.searchParams.set(param, value);
      f.setAttribute("href", url.pathname + url.search);
    }
    // Put back as it was when the page is left: Back shows it from the back/forward cache.
    undoFilter = () => {
      chips.forEach((c, i) => (was.current[i] === null ? c.removeAttribute("aria-current") : c.setAttribute("aria-current", was.current[i])));
      items.forEach((item, i) => (item.hidden = was.hidden[i]));
      if (line) line.textContent = was.line;
      follows.forEach((f, i) => f.setAttribute("href", was.hrefs[i]));
      undoFilter = null;
    };
  };
  w.addEventListener("pagehide", () => undoFilter && undoFilter());`;
