import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { DESKTOP, launchBrowser, newPage } from "./support/browser";
import { signIn } from "./support/admin";
import { STAFF, startServer, type TestServer } from "./support/server";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import { postLead } from "./support/leads";

// In the back office: messages held during a surge, and a message whose sends were
// never answered (state unknown), each decided by staff on screen.
const TOKEN = "EAAG-e2e-held-token-7777";
let server: TestServer;
let graph: Awaited<ReturnType<typeof startGraphStub>>;
let browser: Browser;
let admin: Page;
let gameId = "";
let net = 0;

async function post(name: string, whatsapp: string) {
  const res = await postLead(
    server.url,
    { whatsapp, name, gameId },
    { "x-forwarded-for": `10.90.${++net}.1` },
  );
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  graph = await startGraphStub({ token: TOKEN });
  server = await startServer({
    seed: true,
    users: [STAFF],
    env: {
      WHATSAPP_GRAPH_URL: graph.url,
      TRUSTED_PROXY_HOPS: "1",
      LEAD_MIN_FILL_SECONDS: "0",
      // The first lead in 10 minutes is usual; from the second on, it is a surge.
      WHATSAPP_HOLD_FLOOR: "1",
      WHATSAPP_TIMEOUT_MS: "500",
    },
  });
  const shop = await (await fetch(`${server.url}/shop`)).text();
  gameId = /\/shop\/([0-9a-f-]{36})/.exec(shop)![1]!;
  browser = await launchBrowser();
  admin = (await newPage(browser, { viewport: DESKTOP })).page;
  await signIn(admin, server.url);
  const saved = await admin.evaluate(async () => {
    const res = await fetch("/api/admin/whatsapp/settings", {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        apiVersion: "v25.0",
        phoneNumberId: "1098765",
        accessToken: "EAAG-e2e-held-token-7777",
        businessAccountId: "555000",
        verifyToken: "verify-me",
        appSecret: "",
        templateName: "otp_verification",
        templateLanguage: "en",
        active: true,
      }),
    });
    return res.status;
  });
  expect(saved).toBe(200);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await graph?.close();
});

const details = async (name: string) => {
  await admin
    .getByRole("row", { name: new RegExp(name) })
    .getByRole("button", { name: /View details/ })
    .click();
  return admin.getByRole("dialog", { name: "Lead Details" });
};

describe("WhatsApp decisions in the back office", () => {
  it("a message sent twice without an answer is Unknown, with Mark as sent", async () => {
    // Meta accepts both sends but answers neither in time.
    graph.script.push({ acceptAfterMs: 2000 }, { acceptAfterMs: 2000 });
    await post("Unanswered Lead", "5556660001");
    await admin.goto(`${server.url}/admin/leads`);
    const dialog = await details("Unanswered Lead");
    await dialog.getByText("Unknown", { exact: true }).waitFor({ timeout: 30_000 });
    // The timeline repeats the error in brackets: the messages panel's line is the first.
    await dialog
      .getByText(/WhatsApp may have delivered it/)
      .first()
      .waitFor();
    await dialog.getByRole("button", { name: "Resend" }).waitFor();
    await dialog.getByRole("button", { name: "Mark as sent" }).click();
    await dialog.getByText("Sent", { exact: true }).waitFor();
    await dialog.getByText("Marked as sent by staff").waitFor();
    expect(graph.requests.filter((r) => r.body.includes("15556660001"))).toHaveLength(2);
    await admin.keyboard.press("Escape");
  });

  it("warns about held messages on the leads screen; the owner sends them", async () => {
    await post("Surge Lead", "5556660002");
    await admin.goto(`${server.url}/admin/leads`);
    await admin
      .getByText(/Unusually many price requests arrived, so 1 WhatsApp message is held/)
      .waitFor();
    expect(graph.requests.some((r) => r.body.includes("15556660002"))).toBe(false);
    await admin.getByRole("button", { name: "Send held messages" }).click();
    await admin.getByText(/Unusually many price requests/).waitFor({ state: "detached" });
    await expect
      .poll(() => graph.requests.some((r) => r.body.includes("15556660002")), { timeout: 10_000 })
      .toBe(true);
  });

  it("shows the warning on the WhatsApp settings screen too; the owner discards them", async () => {
    await post("Discarded Lead", "5556660003");
    await admin.goto(`${server.url}/admin/leads`);
    await admin.getByRole("button", { name: "WhatsApp Settings" }).click();
    const region = admin.getByRole("region", { name: "Recent Message Statuses" });
    await region.getByText(/1 WhatsApp message is held/).waitFor();
    await region.getByRole("button", { name: "Discard held messages" }).click();
    await region.getByText(/1 WhatsApp message is held/).waitFor({ state: "detached" });
    await admin.getByRole("button", { name: "Back to Leads" }).click();
    const dialog = await details("Discarded Lead");
    await dialog.getByText(/Skipped: held during a surge of price requests/).waitFor();
    expect(graph.requests.some((r) => r.body.includes("15556660003"))).toBe(false);
  });
});
