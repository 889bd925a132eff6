import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Browser, Locator, Page } from "playwright-core";
import { hashQuoteToken, newQuoteToken } from "@/modules/quotes/server/token";
import { openDatabase } from "@/platform/db/open";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { animationsDone, launchBrowser, newPage } from "./support/browser";
import { STAFF, startServer, type TestServer } from "./support/server";

// The order screens as staff use them, in Chromium: a buyer accepts a quote for two machines of
// one game on its page; an owner opens the order it made from the Orders list, records the
// deposit, moves it to production, is refused shipping while the balance is due (and told why),
// records the balance, ships it with a tracking number, and registers both machines' serials with
// their installation date. After each step, what the screen says is checked; the screen in its
// states (payment and stage forms, the refusal, the machines' form) goes through axe, which the
// accessibility sweep cannot do (it opens the detail screen without an order: its error state).
const token = newQuoteToken();
let game = { id: "", title: "" };
let server: TestServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer({
    seed: true,
    users: [STAFF],
    // The lead and its sent quote go straight into the database: building and sending a quote
    // is the quotes e2e test's subject.
    prepare: async (dataDir) => {
      const handle = await openDatabase({ dataDir });
      try {
        const games = (await handle.db.execute(
          sql`select id, title from games order by title limit 1`,
        )) as unknown as { rows: Array<{ id: string; title: string }> };
        game = games.rows[0]!;
        const lines = JSON.stringify([
          {
            kind: "game",
            gameId: game.id,
            description: game.title,
            quantity: 2,
            unitMinor: 5_000_00,
            discountBp: 0,
          },
        ]);
        await handle.db.execute(sql`
          with lead as (
            insert into leads (name, whatsapp, country_code, location, game_id, status)
            values ('Orla Operator', '+14155550123', '+1', 'Austin, TX', ${game.id}, 'contacted')
            returning id)
          insert into quotes (lead_id, series_id, status, currency, lines, subtotal_minor,
            discount_minor, tax_minor, total_minor, sent_at, valid_until, token_hash)
          select id, gen_random_uuid(), 'sent', 'USD', ${lines}::jsonb, 1000000, 0, 0, 1000000,
            now(), now() + interval '30 days', ${hashQuoteToken(token)}
          from lead`);
      } finally {
        await handle.close();
      }
    },
  });
  browser = await launchBrowser();
  page = (await newPage(browser)).page;
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const main = () => page.locator("main");
const section = (name: string) => page.getByRole("region", { name });
/** The value shown under a label of the order's money figures. */
const figure = (label: string | RegExp) =>
  section("Payments")
    .locator("div", { has: page.locator("dt", { hasText: label }) })
    .locator("dd");
const pill = () => main().getByRole("heading", { level: 1 }).locator("xpath=..");
const stageForm = () => page.getByRole("form", { name: /^Next stage:/ });
const timeline = () => section("Stages").locator("ol");
const violations: string[] = [];
async function axe(where: string) {
  await animationsDone(page);
  violations.push(...(await seriousViolations(page)).map((v) => `${where}: ${v}`));
}

async function recordPayment(amount: string, reference: string) {
  const form = page.getByRole("form", { name: "Record a payment" });
  await form.getByLabel("Amount (USD)").fill(amount);
  await form.getByLabel("Reference").fill(reference);
  await form.getByRole("button", { name: "Record payment" }).click();
  await form.getByText("Payment recorded").waitFor();
}

async function moveTo(label: string, fill: (form: Locator) => Promise<void> = async () => {}) {
  const form = stageForm();
  await form.getByRole("heading", { name: `Next stage: ${label}` }).waitFor();
  await fill(form);
  await form.getByRole("button", { name: `Mark as ${label.toLowerCase()}` }).click();
  // The form is drawn anew for the stage after (key: the stage); the timeline shows the change.
  await timeline().getByText(label, { exact: true }).waitFor();
}

describe("an order from an accepted quote, in the back office", () => {
  it("goes from the deposit to its two machines registered, each step shown to staff", async () => {
    // The buyer accepts on the quote's page: the order is made in that transaction.
    const { page: buyer, context } = await newPage(browser);
    await buyer.goto(`${server.url}/q/${token}`);
    await buyer.getByLabel("Your full name").fill("Orla Operator");
    await buyer.getByLabel("I accept this quote and its terms").check();
    await buyer.getByRole("button", { name: "Accept quote" }).click();
    await buyer.getByText(/You accepted this quote on/).waitFor();
    await context.close();

    // The list shows it, confirmed, with the whole total still due.
    await signIn(page, server.url, STAFF, { via: "api" });
    await page.goto(`${server.url}/admin/orders`);
    const row = main().locator("tbody tr", { hasText: "Orla Operator" });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/Confirmed/);
    expect(await row.textContent()).toContain("$10,000.00");
    const number = (await row.getByRole("link").textContent())!.trim();
    expect(number).toMatch(/^ORD-\d{4}-\d{4,}$/);

    await row.getByRole("link", { name: number }).click();
    await main()
      .getByRole("heading", { name: `Order ${number}` })
      .waitFor();
    expect(await pill().textContent()).toContain("Confirmed");
    await main()
      .getByText(/Orla Operator · quote Q-[0-9A-F]{8}-1 · accepted on the quote's page/)
      .waitFor();
    expect(await figure("Paid").textContent()).toBe("$0.00");
    expect(await figure(/^Deposit \(30%\) due/).textContent()).toBe("$3,000.00");
    expect(await figure("Balance due before shipping").textContent()).toBe("$10,000.00");
    expect(await section("Payments").getByText("No payment recorded yet.").count()).toBe(1);
    expect(await timeline().textContent()).toMatch(/Confirmed.*the buyer/);
    await section("Machines")
      .getByText("2 machines to register once the order is delivered.")
      .waitFor();

    // The deposit: paid, nothing of it due, the payment listed with who recorded it.
    await recordPayment("3000.00", "SWIFT DEP-1");
    await figure("Paid").getByText("$3,000.00").waitFor();
    expect(await figure(/^Deposit \(30%\) due/).textContent()).toBe("$0.00");
    expect(await figure("Balance due before shipping").textContent()).toBe("$7,000.00");
    const payments = section("Payments").locator("tbody tr");
    expect(await payments.count()).toBe(1);
    expect(await payments.first().textContent()).toMatch(/\$3,000\.00.*Bank transfer.*SWIFT DEP-1/);

    // Into production, with its planned ship date on the timeline.
    await moveTo("Deposit received");
    await moveTo("In production", (form) =>
      form.getByLabel("Planned ship date").fill("2099-06-30"),
    );
    await timeline().getByText("Planned ship date: 2099-06-30").waitFor();
    expect(await pill().textContent()).toContain("In production");
    await moveTo("Ready to ship");

    // Shipping while the balance is due: warned, and refused with the reason when tried anyway.
    const form = stageForm();
    await form.getByRole("heading", { name: "Next stage: Shipped" }).waitFor();
    await form
      .getByText("The balance is not paid. To ship now, give the reason for the override.")
      .waitFor();
    await form.getByLabel("Carrier").fill("Maersk");
    await form.getByLabel("Tracking number").fill("MAEU1234567");
    await form.getByRole("button", { name: "Mark as shipped" }).click();
    await form
      .getByRole("alert")
      .getByText("The balance is not paid: shipping now needs an owner's override with a reason.")
      .waitFor();
    expect(await pill().textContent()).toContain("Ready to ship");
    expect(await timeline().getByText("Shipped", { exact: true }).count()).toBe(0);
    await axe("shipping refused");

    // The balance: everything paid, the warning gone.
    await recordPayment("7000.00", "SWIFT BAL-2");
    await figure("Paid").getByText("$10,000.00").waitFor();
    expect(await figure("Balance due before shipping").textContent()).toBe("$0.00");
    expect(await payments.count()).toBe(2);
    await form
      .getByText("The balance is not paid. To ship now, give the reason for the override.")
      .waitFor({ state: "detached" });

    // Shipped, with the carrier, tracking number and link staff can follow.
    await moveTo("Shipped", async (f) => {
      await f.getByLabel("Carrier").fill("Maersk");
      await f.getByLabel("Tracking number").fill("MAEU1234567");
      await f.getByLabel("Tracking link").fill("https://www.maersk.com/tracking/MAEU1234567");
    });
    expect(await pill().textContent()).toContain("Shipped");
    await timeline().getByText("Tracking number: MAEU1234567").waitFor();
    await timeline().getByText("Carrier: Maersk").waitFor();
    expect(
      await section("Stages")
        .getByRole("link", { name: `Track the shipment of order ${number}` })
        .getAttribute("href"),
    ).toBe("https://www.maersk.com/tracking/MAEU1234567");
    // Shipped is past cancelling.
    expect(await page.getByText("Cancel this order").count()).toBe(0);

    // Delivered: the machines' form opens; both serials and the installation date register them.
    await moveTo("Delivered");
    const machines = page.getByRole("form", { name: "Register the machines" });
    await machines.waitFor();
    await axe("delivered");
    await machines.getByLabel("Installation date").fill("2026-11-20");
    await machines.getByLabel(`Serial number: ${game.title} (1 of 2)`).fill("ARC-E2E-0001");
    await machines.getByLabel(`Serial number: ${game.title} (2 of 2)`).fill("ARC-E2E-0002");
    await machines.getByRole("button", { name: "Register machines" }).click();
    await section("Machines").locator("tbody tr").nth(1).waitFor();
    const registered = await section("Machines").locator("tbody tr").allTextContents();
    expect(registered).toEqual([
      `ARC-E2E-0001${game.title}2026-11-20`,
      `ARC-E2E-0002${game.title}2026-11-20`,
    ]);
    await timeline().getByText("Installed", { exact: true }).waitFor();
    await timeline().getByText("Installation date: 2026-11-20").waitFor();
    await timeline().getByText("Machines registered: 2").waitFor();
    expect(await pill().textContent()).toContain("Installed");
    // Installed is the last stage: no next stage, and the machines' form is gone.
    expect(await stageForm().count()).toBe(0);
    expect(await machines.count()).toBe(0);
    await axe("installed");
    expect(violations).toEqual([]);

    // The list shows it installed, nothing due (read again: the list first shows what it held).
    await page.getByRole("link", { name: "← All orders" }).click();
    const done = main().locator("tbody tr", { hasText: number }).filter({ hasText: "Installed" });
    await done.waitFor();
    expect(await done.textContent()).toContain("$10,000.00$0.00");
  }, 120_000);
});
