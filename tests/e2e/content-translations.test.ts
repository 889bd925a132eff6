import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage } from "./support/browser";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { STAFF, startServer, type TestServer } from "./support/server";

// In the back office: an editor writes a game's French title and description
// beside the English ones, the editor shows them when reopened, and a mark names each language
// still missing a text, and the public /fr/shop/{id} shows them while other languages fall back.

const EDITOR = { email: "editor@example.com", password: "correct-horse-battery", role: "editor" };
const GAME = "Turbo Drift Deluxe";

let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({ seed: true, users: [STAFF, EDITOR] });
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
  await signIn(page, server.url, EDITOR, { via: "api" });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openGame() {
  await page.goto(`${server.url}/admin/games`);
  await page.getByRole("button", { name: `Edit: ${GAME}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Game" });
  await dialog.getByRole("radiogroup", { name: "Language" }).waitFor();
  return dialog;
}

type Scope = Awaited<ReturnType<typeof openGame>>;
/** The switch's radios are visually hidden; a person clicks the language's label. */
const choose = (scope: Scope, language: string) =>
  scope
    .getByRole("radiogroup", { name: "Language" })
    .locator("label", { hasText: language })
    .click();

describe("content translations in the back office", () => {
  it("adds a French title and description to a game, marks what is missing and shows it again", async () => {
    const dialog = await openGame();
    // Nothing is translated yet: every language carries the mark.
    for (const name of ["Español", "Français", "Deutsch", "العربية"])
      await expect
        .poll(() => dialog.getByRole("img", { name: `Missing in ${name}`, exact: true }).count())
        .toBe(1);

    await choose(dialog, "Français");
    expect(await dialog.getByRole("radio", { name: /^Français/ }).isChecked()).toBe(true);
    const title = dialog.getByRole("textbox", { name: "Title (Français)" });
    await title.waitFor();
    // The English text is the reference, and the empty field is marked.
    await dialog.getByText(`English: ${GAME}`).waitFor();
    const titleMarks = () =>
      dialog
        .getByRole("textbox", { name: "Title (Français)" })
        .locator("xpath=..")
        .getByRole("img", { name: "Missing in Français" })
        .count();
    expect(await titleMarks()).toBe(1);
    // The language view passes the same accessibility checks as every other screen.
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await title.fill("Turbo Drift Deluxe (édition française)");
    expect(await titleMarks()).toBe(0);
    await dialog.getByRole("textbox", { name: "Description (Français)" }).click();
    await page.keyboard.type("Une borne de course pour deux joueurs.");
    await dialog.getByRole("tab", { name: "Specifications" }).click();
    await dialog.getByRole("textbox", { name: "Display (Français)" }).fill("Écran 4K de 55 pouces");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.waitFor({ state: "detached" });

    const again = await openGame();
    // English is shown first, unchanged.
    expect(await again.getByRole("textbox", { name: "Title", exact: true }).inputValue()).toBe(
      GAME,
    );
    await choose(again, "Français");
    expect(await again.getByRole("textbox", { name: "Title (Français)" }).inputValue()).toBe(
      "Turbo Drift Deluxe (édition française)",
    );
    await expect
      .poll(() => again.getByRole("textbox", { name: "Description (Français)" }).textContent())
      .toBe("Une borne de course pour deux joueurs.");
    // French still misses three spec values, so its mark stays; Spanish misses everything.
    await again.getByRole("tab", { name: "Specifications" }).click();
    expect(await again.getByRole("textbox", { name: "Display (Français)" }).inputValue()).toBe(
      "Écran 4K de 55 pouces",
    );
    expect(await again.getByRole("textbox", { name: "Players (Français)" }).inputValue()).toBe("");
    await choose(again, "Español");
    await again.getByRole("textbox", { name: "Display (Español)" }).waitFor();
    expect(await again.getByRole("img", { name: "Missing in Español" }).count()).toBeGreaterThan(1);

    // Saved through the admin API, with the plain description derived as in English.
    const id = await page.evaluate(async (title) => {
      const res = await fetch("/api/admin/games");
      const data = (await res.json()) as { games?: Array<{ id: string; title: string }> };
      return data.games?.find((g) => g.title === title)?.id;
    }, GAME);
    const stored = await page.evaluate(async (gameId) => {
      const res = await fetch(`/api/admin/games/${gameId}`);
      return (await res.json()) as { translations: Record<string, Record<string, unknown>> };
    }, id!);
    expect(stored.translations.fr).toMatchObject({
      title: "Turbo Drift Deluxe (édition française)",
      description: "Une borne de course pour deux joueurs.",
    });
    expect(stored.translations.es).toBeUndefined();

    // The public game page: French shows the French texts, the others fall back to English.
    const visitor = (await newPage(browser)).page;
    await visitor.goto(`${server.url}/fr/shop/${id}`);
    await visitor
      .getByRole("heading", { level: 1, name: "Turbo Drift Deluxe (édition française)" })
      .waitFor();
    await visitor.getByText("Une borne de course pour deux joueurs.").first().waitFor();
    for (const path of [`/es/shop/${id}`, `/shop/${id}`]) {
      await visitor.goto(`${server.url}${path}`);
      await visitor.getByRole("heading", { level: 1, name: GAME, exact: true }).waitFor();
      expect(await visitor.getByText("Une borne de course").count()).toBe(0);
    }
    await visitor.context().close();
  });

  it("shows a translation's error in its language, then saves the about page in German", async () => {
    await page.goto(`${server.url}/admin/about`);
    await expect
      .poll(() => page.getByRole("textbox", { name: "Hero title" }).inputValue())
      .not.toBe("");
    await page.getByRole("img", { name: "Missing in Deutsch", exact: true }).waitFor();
    await choose(page.locator("form"), "Deutsch");
    const title = page.getByRole("textbox", { name: "Page title (Deutsch)" });
    await title.fill("x".repeat(201));
    // Saved from the English view, the refusal brings its language back into view.
    await choose(page.locator("form"), "English");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Page title must be at most 200 characters").waitFor();
    expect(await title.getAttribute("aria-invalid")).toBe("true");

    await title.fill("Über uns");
    await page.getByRole("textbox", { name: "Hero title (Deutsch)" }).fill("Gebaut für die Besten");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await page.getByText("Content saved successfully!").waitFor();

    await page.reload();
    await choose(page.locator("form"), "Deutsch");
    await expect
      .poll(() => page.getByRole("textbox", { name: "Page title (Deutsch)" }).inputValue())
      .toBe("Über uns");
    // Translated fields lose their mark; the untranslated ones keep it.
    const field = (name: string) =>
      page.getByRole("textbox", { name }).locator("xpath=..").getByRole("img", {
        name: "Missing in Deutsch",
      });
    expect(await field("Page title (Deutsch)").count()).toBe(0);
    expect(await field("Hero title (Deutsch)").count()).toBe(0);
    expect(await field("Hero subtitle (Deutsch)").count()).toBe(1);
  });
});
