import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import { freePort } from "./server";

/**
 * The public pages in the two engines besides Chromium that visitors use: Firefox (Debian's
 * firefox-esr, driven over WebDriver BiDi by puppeteer-core) and WebKit (WebKitGTK's MiniBrowser,
 * driven by its WebDriver, WebKitWebDriver, with selenium-webdriver). Both behind one small
 * interface: real clicks and keys, and a script to read the page.
 */
export type EngineName = "firefox" | "webkit";

export type EnginePage = {
  goto(url: string): Promise<void>;
  /** A real click (the engine's own input), on the first element the selector finds. */
  click(selector: string): Promise<void>;
  type(selector: string, text: string): Promise<void>;
  press(key: "Escape" | "ArrowRight" | "ArrowLeft"): Promise<void>;
  /** A real click at a point of the viewport. */
  tapAt(x: number, y: number): Promise<void>;
  /** Runs `body` (a function body that may `return`) in the page. */
  run<T>(body: string): Promise<T>;
  /** Polls `body` until it returns true, failing after `ms`. */
  until(body: string, ms?: number): Promise<void>;
  close(): Promise<void>;
};

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** Whether this machine has the engine (CI installs both; a developer may not have them). */
export function hasEngine(name: EngineName): boolean {
  return fs.existsSync(name === "firefox" ? FIREFOX : MINIBROWSER);
}

async function poll(check: () => Promise<boolean>, what: string, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function openEngine(
  name: EngineName,
  viewport: { width: number; height: number },
): Promise<EnginePage> {
  return name === "firefox" ? openFirefox(viewport) : openWebKit(viewport);
}

async function openFirefox(viewport: { width: number; height: number }): Promise<EnginePage> {
  const puppeteer = (await import("puppeteer-core")).default;
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
  });
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const run = <T>(body: string) => page.evaluate(`(() => { ${body} })()`) as Promise<T>;
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "load" });
    },
    click: (selector) => page.click(selector),
    type: (selector, text) => page.type(selector, text),
    press: (key) => page.keyboard.press(key),
    tapAt: (x, y) => page.mouse.click(x, y),
    run,
    until: (body, ms = 5000) => poll(() => run<boolean>(body), body, ms),
    close: () => browser.close(),
  };
}

/**
 * A virtual display for MiniBrowser, which has no headless mode, unless one is there: started for
 * the first WebKit page and stopped when the last one closes. (Stopping it when the process exits
 * left it running: Vitest ends a worker it keeps between files without its exit handlers.)
 */
let display: { proc: ChildProcess; name: string; users: number } | undefined;
function takeDisplay(): { name: string; release: () => void } {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, release: () => undefined };
  if (!display) {
    const name = `:${90 + (process.pid % 9)}`;
    const proc = spawn("Xvfb", [name, "-screen", "0", "1440x900x24", "-nolisten", "tcp"], {
      stdio: "ignore",
    });
    display = { proc, name, users: 0 };
  }
  const held = display;
  held.users++;
  return {
    name: held.name,
    release: () => {
      if (--held.users > 0) return;
      held.proc.kill();
      if (display === held) display = undefined;
    },
  };
}

async function openWebKit(viewport: { width: number; height: number }): Promise<EnginePage> {
  const { Builder, By, Key } = await import("selenium-webdriver");
  const port = await freePort();
  const screen = takeDisplay();
  const env = { ...process.env, DISPLAY: screen.name };
  const driverProcess = spawn("WebKitWebDriver", [`--port=${port}`], { stdio: "ignore", env });
  const quit = () => {
    driverProcess.kill();
    screen.release();
  };
  let driver: import("selenium-webdriver").WebDriver;
  try {
    await poll(
      () =>
        fetch(`http://127.0.0.1:${port}/status`).then(
          (r) => r.ok,
          () => false,
        ),
      "WebKitWebDriver to listen",
      10_000,
    );
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      })
      .build();
  } catch (e) {
    quit();
    throw e;
  }
  await driver.manage().window().setRect(viewport);
  const run = <T>(body: string) => driver.executeScript(body) as Promise<T>;
  const keys = { Escape: Key.ESCAPE, ArrowRight: Key.ARROW_RIGHT, ArrowLeft: Key.ARROW_LEFT };
  return {
    goto: (url) => driver.get(url),
    click: async (selector) => driver.findElement(By.css(selector)).click(),
    type: async (selector, text) => driver.findElement(By.css(selector)).sendKeys(text),
    press: (key) => driver.actions().sendKeys(keys[key]).perform(),
    tapAt: (x, y) => driver.actions().move({ x, y }).click().perform(),
    run,
    until: (body, ms = 5000) => poll(() => run<boolean>(body), body, ms),
    close: async () => {
      await driver.quit().catch(() => undefined);
      quit();
    },
  };
}
