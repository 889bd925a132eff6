import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const url = process.argv[2];
for (const [name, vp] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1440, height: 900 }]]) {
  const p = await b.newPage({ viewport: vp });
  const errors = [];
  p.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  p.on("pageerror", (e) => errors.push(e.message));
  await p.goto(url, { waitUntil: "load" });
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/game-${name}.png` });
  console.log(name, "errors:", errors);
  if (name === "phone") {
    await p.click('button[commandfor="price-dialog"]');
    await p.waitForTimeout(300);
    console.log("focused:", await p.evaluate(() => document.activeElement?.getAttribute("name")));
    await p.keyboard.type("5551234567");
    await p.click('form[data-first-step] button[type=submit]');
    await p.waitForTimeout(2500);
    await p.screenshot({ path: `/tmp/game-pricing.png` });
    console.log("after next:", errors, await p.evaluate(() => document.querySelector("[data-price-body]")?.textContent?.slice(0, 200)));
  }
}
await b.close();
