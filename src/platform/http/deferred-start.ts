/**
 * Kept public pages start the React app right after the page has loaded (at the first idle moment
 * after the load event) instead of during the load (docs/decisions/015-deferred-app-start.md). The
 * page is whole HTML already; running the framework while it loads is what kept a phone's first
 * paint slow, and waiting for the visitor's first tap (015's first answer) made that tap slow.
 * Loaded by server.ts outside the Next.js bundle: Node built-ins and platform files only.
 */

import { APP_READY_EVENT, EARLY, STARTS_APP_ATTRIBUTE } from "../app-start";
import { earlyAnswers } from "./early-answers";

/** The JSON list of the app's scripts in a kept page, in the order Next.js named them. */
export const APP_SCRIPTS_ID = "__app_scripts";

/**
 * The rules the bootstrap adds after the load: every filter link (EARLY.prefetch) but the current
 * one, fetched at once. A filter shown in place (EARLY.value) stays matched when it becomes the
 * current one: a link that stops matching loses its prefetch, and the tap's page load with it.
 * Allowed by its hash in the kept page's policy (page-cache.ts).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        selector_matches: `[${EARLY.prefetch}] a[href]:not([aria-current]), [${EARLY.prefetch}] a[${EARLY.value}]`,
      },
      eagerness: "immediate",
    },
  ],
});

/**
 * Runs in the page's <head>, before any content can be touched:
 * - starts the app (adds its scripts) at the first idle moment after the load event, so it has
 *   hydrated before most visitors' first tap; earlier on the first pointer, touch, key,
 *   wheel, scroll or focus, or when an element marked STARTS_APP_ATTRIBUTE is on screen. A visitor
 *   who asked to save data gets it only on such a sign of life;
 * - until the app has hydrated, answers the taps it can by itself (early-answers.ts: a carousel,
 *   a copy-link button, a form's empty fields), and holds other clicks on buttons and form
 *   submissions (which would otherwise do nothing, or submit natively with the fields in the URL)
 *   and replays them, once each, when it has; links and buttons the browser answers by itself (a
 *   popover's) keep working natively throughout.
 * Each script runs as its own task, and React hydrates in a transition, yielding every few
 * milliseconds: the start is a series of short tasks, not one long one.
 */
const bootstrap = (start: AppStart, filters: boolean) => `(() => {
  const d = document, w = window;${earlyAnswers(filters)}
  const { data, app } = JSON.parse(d.getElementById(${JSON.stringify(APP_SCRIPTS_ID)}).textContent);
  const starters = ["pointerdown", "pointermove", "touchstart", "keydown", "wheel", "scroll", "focusin"];
  const saveData = navigator.connection && navigator.connection.saveData;
  // The filters' pages, fetched by the browser after the load (speculation rules), so that a tap
  // on one before the app runs is a page from memory, not a round trip.
  let speculated = false;
  const speculate = () => {
    if (speculated || saveData) return;
    speculated = true;
    if (!(HTMLScriptElement.supports && HTMLScriptElement.supports("speculationrules"))) return;
    const s = d.createElement("script");
    s.type = "speculationrules";
    s.textContent = ${JSON.stringify(SPECULATION_RULES)};
    d.head.append(s);
  };
  // The page's data is gone when its content has changed since the page was served: the page is
  // old, so it is loaded anew (once; if that fails too, it stays a page without its app).
  const stale = () => {
    try {
      if (sessionStorage.getItem(data)) return;
      sessionStorage.setItem(data, "1");
    } catch {
      return;
    }
    location.reload();
  };
  let started = false, seen;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of starters) w.removeEventListener(type, start, true);
    if (seen) seen.disconnect();
    const script = (src, loaded) => {
      const s = d.createElement("script");
      s.src = src;
      s.async = false;
      // As Chromium ranks an async script: the filters' pages (fetched just before) go first.
      s.fetchPriority = "low";
      if (loaded) {
        s.onload = loaded;
        s.onerror = stale;
      }
      d.head.append(s);
    };
    const add = () => {
      if (!data) return app.forEach((src) => script(src));
      // The app's scripts download alongside the page's data (flight-split.ts) and run once it
      // is there: the app cannot hydrate without it.
      for (const src of app) {
        const l = d.createElement("link");
        l.rel = "preload";
        l.as = "script";
        l.fetchPriority = "low";
        l.href = src;
        d.head.append(l);
      }
      script(data, () => app.forEach((src) => script(src)));
    };
    // After the load, the filters' pages are asked for first: small, and a tap on one before
    // the app runs is a page load that the app's scripts would otherwise hold up.
    if (d.readyState !== "complete") return add();
    speculate();
    setTimeout(add, 0);
  };
  for (const type of starters) w.addEventListener(type, start, { capture: true, passive: true });
  // Buttons and forms (the submit's target), each replayed once.
  const held = new Set();
  // Buttons the browser itself answers (a popover, a dialog's invoker command) are let through.
  const commands = "commandForElement" in HTMLButtonElement.prototype;
  const hold = (e) => {
    if (!(e.target instanceof Element)) return;
    if (early(e)) {
      e.preventDefault();
      e.stopImmediatePropagation();
      start();
      return;
    }
    const submit = e.type === "submit";
    const el = submit ? e.target : e.target.closest("button, [role=button]");
    if (!el || (!submit && (el.closest("a[href]") || el.hasAttribute("popovertarget") || (el.hasAttribute("commandfor") && commands)))) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    held.add(el);
    start();
  };
  d.addEventListener("click", hold, true);
  d.addEventListener("submit", hold, true);
  w.addEventListener(${JSON.stringify(APP_READY_EVENT)}, () => {
    d.removeEventListener("click", hold, true);
    d.removeEventListener("submit", hold, true);
    for (const el of held) {
      if (!el.isConnected) continue;
      if (el instanceof HTMLFormElement) el.requestSubmit();
      else el.click();
    }
    held.clear();
  }, { once: true });
  d.addEventListener("DOMContentLoaded", () => {
    const movers = d.querySelectorAll("[${STARTS_APP_ATTRIBUTE}]");
    if (started || !movers.length) return;
    seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start());
    for (const el of movers) seen.observe(el);
  });
  const idle = (f) => (w.requestIdleCallback ? w.requestIdleCallback(f, { timeout: 1000 }) : setTimeout(f, 1));
  // After the load, once the page's largest image has been painted: it is decoded off the main
  // thread and shown a frame or more after the load event, and whatever is asked for before that
  // paint counts against it in Lighthouse's simulation (LCP 1.4 s or 2.6 s, depending on how many
  // of the app's scripts had started). The image given priority is the page's largest one; the
  // browser reports its paint as a largest-contentful-paint entry. Without one, two frames.
  const loaded = (f) => w.addEventListener("load", () => {
    let gone = false;
    const go = () => gone || ((gone = true), idle(f));
    const frames = () => requestAnimationFrame(() => requestAnimationFrame(go));
    const lcp = [...d.querySelectorAll("img[fetchpriority=high]")].filter((i) => i.complete && i.naturalWidth && i.getBoundingClientRect().top < innerHeight);
    if (!lcp.length || !(PerformanceObserver.supportedEntryTypes || []).includes("largest-contentful-paint")) return frames();
    const painted = new PerformanceObserver((list) => {
      if (!list.getEntries().some((e) => lcp.includes(e.element))) return;
      painted.disconnect();
      frames();
    });
    painted.observe({ type: "largest-contentful-paint", buffered: true });
    setTimeout(() => (painted.disconnect(), go()), 1000);
  }, { once: true });
  loaded(speculate);
  ${
    start === "idle"
      ? `loaded(() => saveData || start());`
      : // APP_START=interaction (015 as first made): only prefetch after the load, one link per
        // idle moment (adding them all at once is a long task of its own).
        `const ahead = data ? [data, ...app] : app.slice();
  const prefetch = () => {
    if (started || !ahead.length) return;
    const l = d.createElement("link");
    l.rel = "prefetch";
    l.href = ahead.shift();
    d.head.append(l);
    idle(prefetch);
  };
  loaded(() => saveData || prefetch());`
  }
})();`;

/**
 * When a kept page starts its app: "idle", at the first idle moment after the load event (the
 * default: taps answer sooner); "interaction", only on the visitor's first sign of life,
 * its scripts prefetched after the load (decision 015 as first made: nothing of the app runs in
 * the window Lighthouse measures). Set by APP_START.
 */
export type AppStart = "idle" | "interaction";

export function appStartSetting(env: NodeJS.ProcessEnv = process.env): AppStart {
  return env.APP_START === "interaction" ? "interaction" : "idle";
}

const SCRIPT_TAG = /<script\b([^>]*)><\/script>/g;
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\/?>/g;

/**
 * The page with the app's scripts (in <head>, and the one React names at the end of <body>)
 * replaced by the bootstrap and their list, in the place of the first, with the page's `data`
 * (its own script, flight-split.ts) when it was taken out. Scripts that are not the app's own
 * async chunks (noModule fallbacks, inline data) are left alone, and a page without such scripts
 * is returned as it came.
 */
export function deferAppStart(
  html: string,
  mode: AppStart = appStartSetting(),
  data?: string,
): string {
  const srcs: string[] = [];
  const marked = html.replace(SCRIPT_TAG, (tag, attrs: string) => {
    const src = attrs.match(/\bsrc="([^"]+)"/)?.[1];
    if (!src || !/\basync\b/.test(attrs) || /\bnomodule\b/i.test(attrs)) return tag;
    srcs.push(src.replaceAll("&amp;", "&"));
    return "\0";
  });
  if (!srcs.length) return html;
  const list = JSON.stringify({ data, app: srcs }).replace(/</g, "\\u003c");
  const start =
    `<script type="application/json" id="${APP_SCRIPTS_ID}">${list}</script>` +
    `<script>${bootstrap(mode, html.includes(`${EARLY.filter}="`))}</script>`;
  return marked.replace(SCRIPT_PRELOAD, "").replace("\0", start).replaceAll("\0", "");
}

/** The scripts a kept page starts its app with, or none if it starts them itself. */
export function deferredAppScripts(html: string): string[] {
  const m = html.match(
    new RegExp(`<script type="application/json" id="${APP_SCRIPTS_ID}">([^<]*)<`),
  );
  if (!m) return [];
  const { data, app } = JSON.parse(m[1]!) as { data?: string; app: string[] };
  return data ? [data, ...app] : app;
}
