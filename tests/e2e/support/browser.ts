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
 * Kept public pages start the app on a visitor's first pointer, touch, key or scroll
 * (docs/decisions/015-deferred-app-start.md). Test visitors move the pointer as each page arrives,
 * as a desktop visitor does, so tests of what the app does see it started as before; the tests of
 * the deferred start itself launch with `{ pointerOnArrival: false }`.
 */
export async function launchBrowser(opts: { pointerOnArrival?: boolean } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [...CHROMIUM_FLAGS, "--disable-quic"],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await watchCsp(context);
    watchHosts(context);
    if (opts.pointerOnArrival !== false)
      await context.addInitScript(() =>
        document.addEventListener("DOMContentLoaded", () =>
          window.dispatchEvent(new PointerEvent("pointermove")),
        ),
      );
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
