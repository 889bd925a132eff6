import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { watchCsp } from "./csp";
import { watchHosts } from "./hosts";

/** The system Chromium's flags for the tests and the bench: headless, nothing fetched on its own. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Chromium whose every context records CSP violations (support/csp.ts) and requests to any other
 * host than the site under test (support/hosts.ts).
 *
 * Kept public pages start the app by themselves at the first idle moment after the load event
 * (docs/decisions/015-deferred-app-start.md). Test visitors wait for it as a visitor does, after
 * each `page.goto` of such a page, until `<html data-app-ready>`, so tests of what the app does see
 * it started; a page whose app does not start fails that `goto`. The tests of the deferred start
 * itself launch with `{ waitForApp: false }`.
 */
export async function launchBrowser(opts: { waitForApp?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_FLAGS, "--disable-quic"],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    watchHosts(context);
    if (opts.waitForApp !== false) context.on("page", waitForAppAfterGoto);
    return context;
  };
  browser.newPage = async (options) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.once("close", () => void context.close());
    return page;
  };
  return browser;
}

/** A kept page names its deferred app scripts in this element (platform/http/deferred-start.ts). */
const DEFERRED_APP = "#__app_scripts";

/** How long a kept page may take to start its app after `page.goto` before the helper fails. */
const APP_READY_MS = 15_000;

function waitForAppAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    if ((await page.locator(DEFERRED_APP).count()) === 0) return res;
    try {
      await page
        .locator("html[data-app-ready]")
        .waitFor({ state: "attached", timeout: APP_READY_MS });
    } catch (cause) {
      // A test that then expects nothing to happen would otherwise pass on a page whose app never
      // started (its scripts failed, or threw before marking the page ready).
      throw new Error(
        `The app did not start on ${page.url()} within ${APP_READY_MS / 1000} s ` +
          "(no <html data-app-ready>); launchBrowser({ waitForApp: false }) tests the start itself",
        { cause },
      );
    }
    return res;
  };
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** A page that records console errors and failed same-origin requests, for assertions. */
export async function newPage(
  browser: Browser,
  opts: { viewport?: { width: number; height: number }; context?: BrowserContext } = {},
) {
  const context =
    opts.context ?? (await browser.newContext({ viewport: opts.viewport ?? DESKTOP }));
  const page: Page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") consoleErrors.push(msg.text());
  });
  page.on("pageerror", (err) => consoleErrors.push(err.message));
  return { page, context, consoleErrors };
}

/**
 * Resolves once the page has painted its latest change and every finite animation or transition
 * on it (a dialog's entrance, a drawer sliding in) has ended: what a screenshot or an axe scan of
 * colours and sizes needs, without guessing a duration. Endless ones (skeleton pulses, spinners)
 * are not waited for.
 */
export async function animationsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    await Promise.all(
      document
        .getAnimations()
        .filter(
          (a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((a) => a.finished.catch(() => undefined)),
    );
  });
}
