import fs from "node:fs";
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
 * The tests' Chromium: Debian's headless shell when it is installed (chromium-headless-shell, the
 * same Blink without the full browser's windowing: about a tenth less CPU for a file of admin
 * screens), else Chromium itself. The bench keeps the full browser (CHROME_PATH) it measures.
 */
const TEST_CHROME =
  process.env.TEST_CHROME_PATH ??
  (fs.existsSync("/usr/bin/chromium-headless-shell")
    ? "/usr/bin/chromium-headless-shell"
    : (process.env.CHROME_PATH ?? "/usr/bin/chromium"));

/**
 * Chromium whose every context records CSP violations (support/csp.ts) and requests to any other
 * host than the site under test (support/hosts.ts).
 *
 * A public page attaches its behaviours with one module script (src/site-client), which marks
 * `<html data-site-ready>` once every behaviour is attached. After each `page.goto` of such a page
 * the test visitor waits for it, so a page whose script failed fails that `goto` rather than
 * letting a test that expects nothing to happen pass. `{ waitForSite: false }` (or a context with
 * JavaScript off) turns this off.
 */
export async function launchBrowser(opts: { waitForSite?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: TEST_CHROME,
    args: [...CHROMIUM_FLAGS, "--disable-quic"],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    watchHosts(context);
    // With JavaScript off nothing starts: the page is the server's HTML alone.
    if (opts.waitForSite !== false && options?.javaScriptEnabled !== false)
      context.on("page", waitForSiteAfterGoto);
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

/** The public site's behaviours script (the site renderer's pages). */
const SITE_SCRIPT = 'script[type=module][src^="/_site/"]';

/** How long a public page may take to attach its behaviours after `page.goto`. */
const SITE_READY_MS = 15_000;

function waitForSiteAfterGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const res = await goto(...args);
    if ((await page.locator(SITE_SCRIPT).count()) === 0) return res;
    try {
      await page
        .locator("html[data-site-ready]")
        .waitFor({ state: "attached", timeout: SITE_READY_MS });
    } catch (cause) {
      throw new Error(
        `The site's behaviours did not start on ${page.url()} within ${SITE_READY_MS / 1000} s ` +
          "(no <html data-site-ready>)",
        { cause },
      );
    }
    return res;
  };
}

/**
 * Waits until the text is shown on the page, failing the test when it is not within the e2e poll
 * timeout (vitest.config.ts): on a loaded machine a send that first searches its proof of work in
 * a worker took longer than 5 s.
 */
export async function textShown(page: Page, text: string): Promise<void> {
  await page
    .getByText(text, { exact: true })
    .first()
    .waitFor({ state: "visible", timeout: 15_000 });
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
    // The address says which request failed ("Failed to load resource" alone does not).
    const at = msg.location().url;
    if (msg.type() === "error") consoleErrors.push(at ? `${msg.text()} (${at})` : msg.text());
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
