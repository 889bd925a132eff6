import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS } from "../../tests/e2e/support/browser";
import { benchServer, discoverPages, removeDataDirs } from "./servers";

const server = await benchServer("demo", {});
const ids = await discoverPages(server);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: CHROMIUM_FLAGS });
for (const wait of [8000]) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 150, downloadThroughput: 209715, uploadThroughput: 86400 });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const t0 = Date.now();
  page.on("request", (r) => console.log(`${Date.now() - t0} req ${r.url().replace(server.url, "")}`));
  await context.addInitScript(`new PerformanceObserver((l) => { for (const e of l.getEntries()) console.log('LT', Math.round(e.startTime), Math.round(e.duration)); }).observe({ type: 'longtask' }); new PerformanceObserver((l) => { for (const e of l.getEntries()) console.log('EV', e.name, Math.round(e.startTime), Math.round(e.duration), Math.round(e.processingStart - e.startTime), Math.round(e.processingEnd-e.processingStart)); }).observe({ type: 'event', durationThreshold: 16 });`);
  page.on("console", (m) => console.log(`${Date.now() - t0} console ${m.text()}`));
  await page.goto(`${server.url}${ids.game}`, { waitUntil: "load" });
  console.log(`${Date.now() - t0} loaded; ready=${await page.evaluate(() => document.documentElement.hasAttribute("data-app-ready"))}`);
  await page.waitForTimeout(wait);
  console.log(`${Date.now() - t0} tap; ready=${await page.evaluate(() => document.documentElement.hasAttribute("data-app-ready"))}`);
  const box = (await page.locator("button[data-game-id]").boundingBox())!;
  await page.touchscreen.tap(box.x + 5, box.y + 5);
  await page.waitForFunction(() => document.activeElement?.matches("input[type=tel]"));
  console.log(`${Date.now() - t0} focused`);
  await page.waitForTimeout(1500);
  await context.close();
}
await browser.close();
await server.stop();
removeDataDirs();
