import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, PHONE, launchBrowser, newPage } from "./support/browser";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { expectToMatchReference } from "./support/reference";
import { STAFF, startServer, type TestServer } from "./support/server";
import { startGeoIpStub } from "../support/stubs/geoip";

// The site in seven languages. English keeps its URLs and texts; the others live under
// their segment, each page in one language only, findable (hreflang, sitemap), switchable by the
// owner, and Arabic mirrored right to left.
let server: TestServer;
let browser: Browser;
let page: Page;
let geo: Awaited<ReturnType<typeof startGeoIpStub>>;
const LEAD_NAME = "Visitante Español E2E";

beforeAll(async () => {
  geo = await startGeoIpStub({ code: "+44" });
  server = await startServer({
    seed: true,
    users: [STAFF],
    env: { GEOIP_URL: `${geo.url}/json/`, LEAD_MIN_FILL_SECONDS: "0" },
  });
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await geo?.close();
});

const html = async (path: string) => {
  const res = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { status: res.status, location: res.headers.get("location"), body: await res.text() };
};
const attr = (p: Page, selector: string, name: string) =>
  p.locator(selector).first().getAttribute(name);

describe("English", () => {
  it("keeps today's URLs and texts; /en/... and odd-case segments lead to the one URL", async () => {
    await page.goto(`${server.url}/shop`);
    expect(await attr(page, "html", "lang")).toBe("en");
    expect(await attr(page, "html", "dir")).toBe("ltr");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Shop");
    expect(await page.getByText(/^Showing \d+ games$/).count()).toBe(1);
    expect(await page.locator("main a[href^='/shop/']").count()).toBeGreaterThan(0);
    expect(await html("/en/shop")).toMatchObject({ status: 308, location: "/shop" });
    expect(await html("/ES/shop?sort=name")).toMatchObject({
      status: 308,
      location: "/es/shop?sort=name",
    });
    expect(await html("/en")).toMatchObject({ status: 308, location: "/" });
    expect(await html("/pt-BR/shop")).toMatchObject({ status: 308, location: "/pt-br/shop" });
    expect((await html("/pt-br/shop")).status).toBe(200);
    expect((await html("/xx/shop")).status).toBe(404);
    expect((await html("/es/no-such-page")).status).toBe(404);
  });
});

describe("the footer's languages", () => {
  it("a button names the page's language and opens this page in every language", async () => {
    await page.goto(`${server.url}/fr/warranty`);
    const open = page.getByRole("button", { name: "Langues: Français" });
    const list = page.getByRole("navigation", { name: "Langues" });
    // Closed, the list is not shown (nor laid out) until asked for.
    expect(await list.isVisible()).toBe(false);
    await open.click();
    await list.waitFor();
    const links = await list
      .getByRole("link")
      .evaluateAll((all) =>
        all.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("lang")]),
      );
    expect(links).toEqual([
      ["English", "/warranty", "en"],
      ["Español", "/es/warranty", "es"],
      ["Français", "/fr/warranty", "fr"],
      ["Deutsch", "/de/warranty", "de"],
      ["Português (Brasil)", "/pt-br/warranty", "pt-BR"],
      ["العربية", "/ar/warranty", "ar"],
      ["简体中文", "/zh-cn/warranty", "zh-CN"],
    ]);
    expect(await list.locator("[aria-current=true]").textContent()).toBe("Français");
    await page.keyboard.press("Escape");
    await list.waitFor({ state: "hidden" });
    await open.click();
    await list.getByRole("link", { name: "Deutsch" }).click();
    await page.waitForURL(`${server.url}/de/warranty`);
    expect(await attr(page, "html", "lang")).toBe("de");
  });
});

describe("Spanish", () => {
  it("browses /es/shop and asks for a price in Spanish; the lead stores es", async () => {
    await page.goto(`${server.url}/es/shop`);
    expect(await attr(page, "html", "lang")).toBe("es");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Tienda");
    expect(await page.getByText(/^Mostrando \d+ juegos$/).count()).toBe(1);
    const nav = page.getByRole("navigation", { name: "Principal" });
    expect(await nav.getByRole("link", { name: "Contacto" }).getAttribute("href")).toBe(
      "/es/contact",
    );
    // Only Spanish on the page: no other catalogue's texts travel with it.
    const source = await page.content();
    for (const other of ["Check Price", "Voir le prix", "Preis anfragen", "Consultar preço"])
      expect(source).not.toContain(other);

    await page.getByRole("link", { name: "Nombre (A-Z)" }).click();
    await page.waitForURL(/\/es\/shop\?sort=name$/);
    const game = page.locator("main a[href^='/es/shop/']").first();
    await game.click();
    await page.waitForURL(/\/es\/shop\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Consultar precio" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Paso 1 de 3").waitFor();
    await page.waitForFunction(
      () =>
        (document.querySelector("dialog:popover-open select") as HTMLSelectElement)?.value ===
        "+44",
    );
    await dialog.getByRole("button", { name: "Siguiente" }).click();
    await dialog.getByText("Introduce un número de WhatsApp", { exact: true }).waitFor();
    await dialog.getByLabel("Número de WhatsApp").fill("12345");
    await dialog.getByRole("button", { name: "Siguiente" }).click();
    await dialog.getByText("Este número es demasiado corto para +44", { exact: true }).waitFor();
    await dialog.getByLabel("Número de WhatsApp").fill("7700900123");
    await dialog.getByRole("button", { name: "Siguiente" }).click();
    await dialog.getByLabel("Tu nombre").fill(LEAD_NAME);
    await dialog.getByRole("button", { name: "Siguiente" }).click();
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await dialog.getByText("Introduce tu ubicación", { exact: true }).waitFor();
    await dialog.getByLabel("Ubicación").fill("Madrid, España");
    await dialog.getByRole("button", { name: "Enviar" }).click();
    await dialog.getByText("¡Gracias!").waitFor();

    const { page: admin } = await newPage(browser);
    await signIn(admin, server.url, STAFF, { via: "api" });
    const res = await admin
      .context()
      .request.get(`${server.url}/api/admin/leads?q=${encodeURIComponent(LEAD_NAME)}`);
    const { leads } = (await res.json()) as { leads: { name: string; language: string }[] };
    expect(leads.map((r) => [r.name, r.language])).toEqual([[LEAD_NAME, "es"]]);
    await admin.goto(`${server.url}/admin/leads`);
    await admin.getByRole("button", { name: `View details of ${LEAD_NAME}` }).click();
    expect(await admin.getByTestId("lead-language").textContent()).toBe("Español (es)");
    await admin.close();
  });

  it("answers the contact form's checks in Spanish", async () => {
    await page.goto(`${server.url}/es/contact`);
    await page.getByRole("button", { name: "Enviar mensaje" }).click();
    await page.getByText("Introduce tu nombre", { exact: true }).waitFor();
    await page.getByText("Escribe un mensaje", { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe("findable", () => {
  it("names every language's page (hreflang, x-default) with localized title and Open Graph", async () => {
    await page.goto(`${server.url}/fr/shop`);
    expect(await page.title()).toMatch(/^Boutique \| /);
    const alternates = await page
      .locator("link[rel=alternate][hreflang]")
      .evaluateAll((links) =>
        links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]),
      );
    expect(alternates).toEqual(
      expect.arrayContaining([
        ["en", `${server.url}/shop`],
        ["es", `${server.url}/es/shop`],
        ["pt-BR", `${server.url}/pt-br/shop`],
        ["ar", `${server.url}/ar/shop`],
        ["zh-CN", `${server.url}/zh-cn/shop`],
        ["x-default", `${server.url}/shop`],
      ]),
    );
    expect(alternates).toHaveLength(8);
    expect(await attr(page, "link[rel=canonical]", "href")).toBe(`${server.url}/fr/shop`);
    expect(await attr(page, "meta[property='og:locale']", "content")).toBe("fr");
    expect(await attr(page, "meta[name=description]", "content")).toContain("bornes d'arcade");
  });

  it("lists every language in the sitemap", async () => {
    const { body } = await html("/sitemap.xml");
    for (const path of [
      "/shop",
      "/es/shop",
      "/fr/about",
      "/de/blog",
      "/pt-br",
      "/ar/contact",
      "/zh-cn/faq",
    ])
      expect(body).toContain(`<loc>${server.url}${path}</loc>`);
    expect(body).toContain(`hreflang="x-default" href="${server.url}/shop"`);
  });

  it("never redirects by the browser's language; a dismissible notice offers it", async () => {
    const ctx = await browser.newContext({ viewport: DESKTOP, locale: "es-MX" });
    const p = await ctx.newPage();
    await p.goto(`${server.url}/shop`);
    expect(new URL(p.url()).pathname).toBe("/shop");
    const notice = p.getByTestId("language-notice");
    await notice.waitFor();
    expect(await notice.getByRole("link", { name: "Ver en español" }).getAttribute("href")).toBe(
      "/es/shop",
    );
    // Keyboard: Tab reaches the dismiss button, Enter closes it, and it stays away.
    await notice.getByRole("button", { name: "Descartar" }).focus();
    await p.keyboard.press("Enter");
    await notice.waitFor({ state: "detached" });
    await p.goto(`${server.url}/about`);
    // The app has started (goto waits for it); an idle moment is the claim: no notice comes back.
    await p.waitForTimeout(500);
    expect(await p.getByTestId("language-notice").count()).toBe(0);
    // The page in the visitor's own language offers nothing.
    const ctx2 = await browser.newContext({ viewport: DESKTOP, locale: "es-ES" });
    const p2 = await ctx2.newPage();
    await p2.goto(`${server.url}/es/shop`);
    // As above: the app has started, and in an idle moment no notice appears.
    await p2.waitForTimeout(500);
    expect(await p2.getByTestId("language-notice").count()).toBe(0);
    await Promise.all([ctx.close(), ctx2.close()]);
  });

  it("keeps the offer on screen while reading, and off the footer's links at the page's end", async () => {
    const ctx = await browser.newContext({ viewport: PHONE, locale: "es-MX" });
    const p = await ctx.newPage();
    await p.goto(`${server.url}/about`);
    const notice = p.getByTestId("language-notice");
    await notice.waitFor();
    const atTop = (await notice.boundingBox())!;
    expect(atTop.y + atTop.height).toBeLessThanOrEqual(PHONE.height);
    await p.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    // At the end the whole footer shows: the offer sits below it, not over its links.
    const footer = (await p.getByRole("contentinfo").boundingBox())!;
    await expect
      .poll(async () => (await notice.boundingBox())!.y)
      .toBeGreaterThanOrEqual(footer.y + footer.height - 1);
    const languages = p.getByRole("button", { name: "Languages: English" });
    await languages.click();
    await p.getByRole("navigation", { name: "Languages" }).waitFor();
    await ctx.close();
  });
});

describe("the owner's languages", () => {
  it("a language turned off answers 404, leaves the sitemap and hreflang, and comes back", async () => {
    const { page: admin } = await newPage(browser);
    await signIn(admin, server.url, STAFF, { via: "api" });
    await admin.goto(`${server.url}/admin/languages`);
    const german = admin.getByRole("checkbox", { name: /Deutsch/ });
    await german.uncheck();
    expect(await admin.getByRole("checkbox", { name: /English/ }).isDisabled()).toBe(true);
    await admin.getByRole("button", { name: "Save" }).click();
    await admin.getByText("Languages saved.").waitFor();

    expect((await html("/de/shop")).status).toBe(404);
    expect((await html("/de")).status).toBe(404);
    expect((await html("/es/shop")).status).toBe(200);
    const { body: sitemap } = await html("/sitemap.xml");
    expect(sitemap).not.toContain(`${server.url}/de/`);
    expect(sitemap).toContain(`${server.url}/es/shop`);
    expect((await html("/shop")).body).not.toContain('hreflang="de"');

    const res = await admin.context().request.put(`${server.url}/api/admin/site/languages`, {
      data: { enabled: ["es"] },
      headers: { origin: server.url },
    });
    expect(res.status()).toBe(400);
    // That refusal, had the form sent it, is shown with the list it is about.
    const refusal = await res.text();
    await admin.route("**/api/admin/site/languages", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 400, contentType: "application/json", body: refusal })
        : route.fallback(),
    );
    await admin.getByRole("button", { name: "Save" }).click();
    const list = admin.getByRole("group", { name: "Languages shown to visitors" });
    await expect
      .poll(() =>
        list.evaluate(
          (el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent,
        ),
      )
      .toBe("English is the site's default language and cannot be turned off");
    await admin.unrouteAll();
    await german.check();
    await admin.getByRole("button", { name: "Save" }).click();
    await admin.getByText("Languages saved.").waitFor();
    expect((await html("/de/shop")).status).toBe(200);
    await admin.close();
  });
});

describe("Arabic, right to left", () => {
  for (const [name, viewport] of [
    ["phone", PHONE],
    ["desktop", { width: 1366, height: 900 }],
  ] as const) {
    it(`mirrors the home page and the shop on a ${name}`, async () => {
      const { page: p } = await newPage(browser, { viewport });
      // The site's font is used when it is there for the first layout (font-display: optional,
      // docs/decisions/019-public-site-renderer.md): the page as a returning visitor sees it.
      await p.goto(`${server.url}/ar`);
      await p.evaluate(() => document.fonts.load("1em Inter"));
      await p.goto(`${server.url}/ar`);
      expect(await attr(p, "html", "dir")).toBe("rtl");
      expect(await attr(p, "html", "lang")).toBe("ar");
      const header = p.locator("header").first();
      const logo = await header.getByRole("link").first().boundingBox();
      const other =
        name === "phone"
          ? await header.getByRole("button", { name: "فتح القائمة" }).boundingBox()
          : await header.getByRole("navigation").boundingBox();
      // The logo starts the line: on the right half, with the menu to its left.
      expect(logo!.x).toBeGreaterThan(other!.x);
      expect(logo!.x + logo!.width / 2).toBeGreaterThan(viewport.width / 2);
      if (name === "desktop") {
        const links = await header
          .getByRole("navigation")
          .getByRole("link")
          .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().x));
        // الرئيسية (Home) first, at the right; each next link further left.
        expect(links).toEqual([...links].sort((a, b) => b - a));
      }
      // The whole first screen mirrored (alignment, icons, spacing), beyond the boxes above.
      await expectToMatchReference(p, `i18n-ar-home-${name}`);

      await p.goto(`${server.url}/ar/shop`);
      expect(await p.getByRole("heading", { level: 1 }).textContent()).toBe("المتجر");
      const pills = await p
        .getByRole("navigation", { name: "الفئات" })
        .getByRole("link")
        .evaluateAll((els) => els.slice(0, 2).map((e) => e.getBoundingClientRect().x));
      // "All" (الكل) comes first, at the right.
      expect(pills[0]).toBeGreaterThan(pills[1]!);
      const badge = await p.locator("main a[href^='/ar/shop/']").first().boundingBox();
      expect(badge).not.toBeNull();
      expect(await seriousViolations(p)).toEqual([]);
      await p.close();
    });
  }
});
