// The tap benchmark: how long a phone visitor waits between a tap and its answer on
// screen. Lighthouse does not tap; this does, on an emulated phone as Lighthouse's mobile preset
// describes it (390×844, touch, 4× CPU slowdown, 150 ms round trip, 1.6 Mbps down), with a cold
// cache each time, at 0.5 s, 1 s and 3 s after the load event. Every dialog of the public pages
// is among the cases: the price dialog, the gallery's lightbox and the video player.
//
// Tap → answer painted: the tap's time is the first pointerdown's event timestamp (so the input
// delay counts); the answer's is taken in the task after the animation frame in which the page
// first shows it (the frame's paint has happened by then), watched from the tap itself. For a
// link the answer is on the next document, or on the page it leaves when that page shows it
// first (a filter shown in place), so both are kept as epoch times (performance.timeOrigin + …)
// in the tab's sessionStorage.
import { chromium, type Browser, type CDPSession, type Page } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../tests/e2e/support/browser";
import { REFERENCE_CASE, serveReferencePage } from "./tap-reference";

export const PHONE_EMULATION = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadKbps: 1638.4,
  uploadKbps: 675,
};

/** When each tap lands, in ms after the load event. */
export const TAP_TIMES = [500, 1000, 3000] as const;

type Ids = { game: string; post: string; videoGame: string | null };
type TapCase = {
  name: string;
  /** The page, or null when this server has none (the case is left out). */
  path: (ids: Ids) => string | null;
  /** The element tapped. */
  target: string;
  /** True once the answer is on screen; runs in the page (on the next one after a link). */
  answered: string;
};

const CASES: TapCase[] = [
  {
    name: "home: menu button -> menu open",
    path: () => "/",
    target: "button[aria-controls=mobile-menu]",
    answered: "() => !!document.getElementById('mobile-menu')?.checkVisibility()",
  },
  {
    name: "home: carousel next -> next slide",
    path: () => "/",
    target: "[aria-label='Next testimonial']",
    answered: "() => window.__slideChanged()",
  },
  {
    name: "home: carousel dot 3 -> slide 3",
    path: () => "/",
    target: "[aria-label='Show testimonial 3']",
    answered:
      "() => document.querySelector('[aria-roledescription=slide]:not([hidden])')?.getAttribute('aria-label')?.startsWith('3 of')",
  },
  {
    name: "game: Check Price -> number field ready",
    path: (ids) => ids.game,
    target: "button[data-game-id]",
    answered:
      "() => { const f = document.activeElement; return !!f && f.matches('input[type=tel]') && f.checkVisibility(); }",
  },
  {
    name: "game: main image -> lightbox",
    path: (ids) => ids.game,
    target: "[aria-label^='Open image gallery for']",
    answered:
      "() => !!document.querySelector('dialog:popover-open[aria-label$=\" images\"]')?.checkVisibility()",
  },
  {
    name: "game: video -> player dialog",
    path: (ids) => ids.videoGame,
    target: "button[popovertarget^=video-]",
    answered:
      "() => !!document.querySelector('dialog:popover-open video[data-video]')?.checkVisibility()",
  },
  {
    name: "game: copy link -> 'Link copied'",
    path: (ids) => ids.game,
    target: "[aria-label='Copy link']",
    answered: "() => !!document.querySelector('[aria-label=\"Link copied\"]')",
  },
  {
    name: "contact: empty submit -> field message",
    path: () => "/contact",
    target: "form[aria-label='Contact form'] button[type=submit]",
    answered:
      "() => [...document.querySelectorAll('form[aria-label=\"Contact form\"] [id$=-error]')].some((e) => e.textContent.trim())",
  },
  {
    name: "shop: category filter -> filtered list",
    path: () => "/shop",
    target: "nav[aria-label=Categories] a[href*='category=']",
    answered:
      "() => document.readyState !== 'loading' && !!document.querySelector('nav[aria-label=Categories] a[aria-current=page][href*=\"category=\"]')",
  },
  {
    name: "blog: tag filter -> filtered list",
    path: () => "/blog",
    target: "nav[aria-label=Tags] a[href*='tag=']",
    answered:
      "() => document.readyState !== 'loading' && !!document.querySelector('nav[aria-label=Tags] a[aria-current=page][href*=\"tag=\"]')",
  },
];

/** Installed in every document: the tap's time, the slide shown when it came, and the watchers. */
const PROBE = `(() => {
  const answers = {${[...CASES, REFERENCE_CASE].map((c) => `${JSON.stringify(c.name)}: ${c.answered}`).join(",\n")}};
  const slide = () => document.querySelector('[aria-roledescription=slide]:not([hidden])')?.getAttribute('aria-label');
  addEventListener('pointerdown', (e) => {
    if (sessionStorage.getItem('__tapAt')) return;
    sessionStorage.setItem('__tapAt', String(performance.timeOrigin + e.timeStamp));
    window.__slideAtTap = slide();
    // Watched from the tap itself, not from whenever the harness gets here.
    const name = sessionStorage.getItem('__case');
    if (name) window.__answer = watch(answers[name]);
  }, { capture: true });
  window.__slideChanged = () => window.__slideAtTap !== undefined && slide() !== window.__slideAtTap;
  // Checked in an animation frame, the answer is painted in that frame; checked in a task, in the
  // next. The time is taken once that frame's paint has happened: in the task after it, or at the
  // next frame if that comes first (a page being left runs its navigation's work before tasks).
  const watch = (answered) => new Promise((resolve) => {
    let at;
    // Kept for the next document too: a link's answer may be painted on the page it leaves.
    const done = () => {
      if (at) return;
      at = { tapAt: Number(sessionStorage.getItem('__tapAt')), paintedAt: performance.timeOrigin + performance.now() };
      sessionStorage.setItem('__painted', JSON.stringify(at));
      resolve(at);
    };
    const painted = () => {
      setTimeout(done);
      requestAnimationFrame(done);
    };
    const check = (inFrame) => {
      if (!answered()) requestAnimationFrame(() => check(true));
      else if (inFrame) painted();
      else requestAnimationFrame(painted);
    };
    check(false);
  });
  window.__watch = (name) => watch(answers[name]);
  // After a link: the answer painted on the page left (a filter shown in place), or else on this
  // document, watched from its first moment.
  const painted = sessionStorage.getItem('__painted');
  const pending = sessionStorage.getItem('__tapAt') && answers[sessionStorage.getItem('__case')];
  if (painted) window.__answer = Promise.resolve(JSON.parse(painted));
  else if (pending) window.__answer = watch(pending);
  // INP as the browser reports it: the longest interaction (fewer than 50 in a visit).
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue;
      const prev = window.__interactions.get(e.interactionId) || 0;
      window.__interactions.set(e.interactionId, Math.max(prev, e.duration));
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

async function phonePage(
  browser: Browser,
  origin: string,
): Promise<{ page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    viewport: PHONE_EMULATION.viewport,
    deviceScaleFactor: PHONE_EMULATION.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin });
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: PHONE_EMULATION.latencyMs,
    downloadThroughput: (PHONE_EMULATION.downloadKbps * 1024) / 8,
    uploadThroughput: (PHONE_EMULATION.uploadKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE_EMULATION.cpuSlowdown });
  return { page, cdp };
}

/** Waits for the answer, following a link's navigation to the next document. */
async function answer(page: Page, name: string): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const t = await page.evaluate((n) => {
        const w = window as unknown as { __answer?: Promise<unknown>; __watch(n: string): unknown };
        return w.__answer ?? w.__watch(n);
      }, name);
      const { tapAt, paintedAt } = t as { tapAt: number; paintedAt: number };
      if (!tapAt) throw new Error("no tap recorded");
      return paintedAt - tapAt;
    } catch (e) {
      // The context was replaced by the next document: watch there.
      if (Date.now() > deadline) throw e;
      await page.waitForLoadState("domcontentloaded").catch(() => undefined);
    }
  }
}

async function tapOnce(
  browser: Browser,
  url: string,
  c: Pick<TapCase, "name" | "target">,
  afterLoadMs: number,
) {
  const { page } = await phonePage(browser, new URL(url).origin);
  try {
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    const loadedAt = Date.now();
    await page.evaluate((n) => sessionStorage.setItem("__case", n), c.name);
    // Below the fold, the visitor scrolls to it first (a scroll is a sign of life too).
    await scrollTo(page, c.target);
    const wait = afterLoadMs - (Date.now() - loadedAt);
    if (wait > 0) await page.waitForTimeout(wait);
    await tapCentre(page, c.target);
    return await answer(page, c.name);
  } finally {
    await page.context().close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export type TapRow = { name: string; afterLoadMs: number; medianMs: number; runsMs: number[] };
export type InpRow = { page: string; inpMs: number; interactions: number };
export type TapResults = { taps: TapRow[]; inp: InpRow[]; reference: TapRow[] };

/** A scripted visit per page (taps as a visitor makes them, 1 s apart): the page's INP. */
async function scriptedVisits(browser: Browser, origin: string, ids: Ids): Promise<InpRow[]> {
  const visits: { page: string; steps: (p: Page) => Promise<void> }[] = [
    {
      page: "/",
      steps: async (p) => {
        await tapOn(p, "button[aria-controls=mobile-menu]");
        await tapOn(p, "button[aria-controls=mobile-menu]");
        await tapOn(p, "[aria-label='Next testimonial']");
        await tapOn(p, "[aria-label='Show testimonial 1']");
      },
    },
    {
      page: ids.game,
      steps: async (p) => {
        await tapOn(p, "button[data-game-id]");
        await waitForShown(p, "input[type=tel]");
        await p.keyboard.type("5551234", { delay: 120 });
        await p.keyboard.press("Escape");
        await p.waitForTimeout(1000);
        await tapOn(p, "[aria-label^='Open image gallery for']");
        await p.keyboard.press("Escape");
        await p.waitForTimeout(1000);
        await tapOn(p, "[aria-label='Copy link']");
      },
    },
    {
      page: "/contact",
      steps: async (p) => {
        await tapOn(p, "form[aria-label='Contact form'] button[type=submit]");
        await tapOn(p, "form[aria-label='Contact form'] input[name=name]");
        await p.keyboard.type("Visitor", { delay: 120 });
      },
    },
  ];
  const rows: InpRow[] = [];
  for (const v of visits) {
    const { page } = await phonePage(browser, origin);
    try {
      await page.goto(`${origin}${v.page}`, { waitUntil: "load", timeout: 60_000 });
      await page.waitForTimeout(500);
      await v.steps(page);
      await page.waitForTimeout(1000);
      const durations = (await page.evaluate("[...window.__interactions.values()]")) as number[];
      rows.push({ page: v.page, inpMs: Math.max(0, ...durations), interactions: durations.length });
    } finally {
      await page.context().close();
    }
  }
  return rows;
}

async function tapOn(page: Page, selector: string) {
  await scrollTo(page, selector);
  await tapCentre(page, selector);
  await page.waitForTimeout(1000);
}

// The page is reached with plain evaluations, never with Playwright's locators or waits: those
// install its injected script, whose capturing listeners on every pointer, touch and mouse event
// (in two worlds) run inside the tap being measured, about 15 ms on the emulated phone, and a
// visitor's phone has none of them.

async function scrollTo(page: Page, selector: string) {
  await page.evaluate((sel) => {
    const el = document.querySelector(sel);
    if (!el) throw new Error(`${sel} is not on the page`);
    el.scrollIntoView({ block: "center", behavior: "instant" });
  }, selector);
}

/** A touch at the element's centre, as the OS would deliver a finger's tap. */
async function tapCentre(page: Page, selector: string) {
  const box = await page.evaluate((sel) => {
    const r = document.querySelector(sel)?.getBoundingClientRect();
    return r && r.width && r.height ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
  }, selector);
  if (!box) throw new Error(`${selector} has no box`);
  await page.touchscreen.tap(box.x, box.y);
}

/** Until the element is shown. */
async function waitForShown(page: Page, selector: string) {
  const deadline = Date.now() + 10_000;
  while (
    !(await page.evaluate((sel) => !!document.querySelector(sel)?.checkVisibility(), selector))
  ) {
    if (Date.now() > deadline) throw new Error(`${selector} did not appear`);
    await page.waitForTimeout(50);
  }
}

export async function measureTaps(
  origin: string,
  ids: Ids,
  runs: number,
  progress: (line: string) => void,
): Promise<TapResults> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_FLAGS, "--disable-quic"],
    // A phone's Chrome keeps the page a visitor leaves in its back/forward cache (so does the
    // Chrome Lighthouse drives, which audits it); Playwright turns that cache off by default.
    ignoreDefaultArgs: ["--disable-back-forward-cache"],
  });
  const times = async (url: string, c: Pick<TapCase, "name" | "target">) => {
    const rows: TapRow[] = [];
    for (const afterLoadMs of TAP_TIMES) {
      progress(`taps: ${c.name} at ${afterLoadMs / 1000} s`);
      const runsMs: number[] = [];
      for (let i = 0; i < runs; i++)
        runsMs.push(Math.round(await tapOnce(browser, url, c, afterLoadMs)));
      rows.push({ name: c.name, afterLoadMs, medianMs: median(runsMs), runsMs });
    }
    return rows;
  };
  const reference = await serveReferencePage();
  try {
    const taps: TapRow[] = [];
    // BENCH_TAPS=shop,blog measures only the cases whose names contain one of those words.
    const only = process.env.BENCH_TAPS?.split(",").filter(Boolean);
    for (const c of CASES.filter((c) => !only || only.some((w) => c.name.includes(w)))) {
      const pagePath = c.path(ids);
      if (!pagePath) {
        progress(`taps: ${c.name}: no such page on this server, left out`);
        continue;
      }
      taps.push(...(await times(`${origin}${pagePath}`, c)));
    }
    const floor = await times(reference.url, REFERENCE_CASE);
    progress("taps: scripted visits (INP)");
    const inp = await scriptedVisits(browser, origin, ids);
    return { taps, inp, reference: floor };
  } finally {
    await browser.close();
    await reference.close();
  }
}
