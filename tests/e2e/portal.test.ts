import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import type { Browser } from "playwright-core";
import { STAFF, startServer, type TestServer } from "./support/server";
import { signIn } from "./support/admin";
import { DESKTOP, launchBrowser, newPage, PHONE } from "./support/browser";
import { startGraphStub } from "../support/stubs/whatsapp-graph";
import { postLead } from "./support/leads";

// The operator portal end to end: staff import machines and print their labels, an operator opens
// a machine's page as its label's QR code does, signs in with the code the WhatsApp stand-in
// received, downloads the manual, files a claim with a photo and follows it; a bulletin reaches
// them once; another operator gets 404 for every part of it.
const TOKEN = "EAAG-e2e-portal-token-7777";
const ANA = "+34600700001";
const LUC = "+34600700002";
let server: TestServer;
let graph: Awaited<ReturnType<typeof startGraphStub>>;
let browser: Browser;
let staff = "";
let game = { id: "", title: "" };
let otherGame = { id: "", title: "" };

async function until<T>(
  read: () => T | undefined | Promise<T | undefined>,
  ms = 30_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error("Timed out waiting");
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The operator templates the WhatsApp stand-in accepted for a number: their parameters joined. */
const texts = (to: string) =>
  graph.messages
    .filter((m) => m.to === to.replace(/^\+/, "") && m.template?.name.startsWith("operator_"))
    .map((m) => ({ name: m.template!.name, text: m.template!.params.join(" ") }));
/** The code of the newest code template the stand-in accepted for a number, after `seen`. */
const codeFor = (to: string, seen: number) =>
  until(
    () =>
      texts(to)
        .slice(seen)
        .filter((m) => m.name === "operator_code")
        .at(-1)
        ?.text.match(/^(\d{8})$/)?.[1],
  );

function staffFetch(path: string, init: RequestInit & { json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  headers.set("cookie", staff);
  headers.set("origin", server.url);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(init.json);
  }
  return fetch(`${server.url}${path}`, { ...init, headers, body });
}

beforeAll(async () => {
  graph = await startGraphStub({ token: TOKEN });
  server = await startServer({
    seed: true,
    users: [STAFF],
    env: { WHATSAPP_GRAPH_URL: graph.url },
  });
  const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify(STAFF),
  });
  staff = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const saved = await staffFetch("/api/admin/whatsapp/settings", {
    method: "PUT",
    json: {
      apiVersion: "v25.0",
      phoneNumberId: "1098765",
      accessToken: TOKEN,
      businessAccountId: "555000",
      verifyToken: "verify-me",
      appSecret: "",
      templateName: "otp_verification",
      templateLanguage: "en",
      active: true,
    },
  });
  expect(saved.status).toBe(200);
  const games = (await (await staffFetch("/api/admin/games")).json()).games as {
    id: string;
    title: string;
  }[];
  [game, otherGame] = [games[0]!, games[1]!];
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await graph?.close();
});

describe("the operator portal", () => {
  const recent = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);
  let machineIds: string[] = [];
  let claimId = "";
  let manualUrl = "";
  let ana = { cookie: "" };

  it("staff import three machines for an operator and print their labels", async () => {
    const csv = [
      "serial,game,company,contact_name,whatsapp,email,country,install_date",
      ...[1, 2, 3].map(
        (i) => `E2E-${i},"${game.title.replace(/"/g, `""`)}",Fun Hall,Ana,${ANA},,ES,${recent}`,
      ),
    ].join("\n");
    const res = await staffFetch("/api/admin/machines/import", {
      method: "POST",
      body: csv,
      headers: { "content-type": "text/csv" },
    });
    const report = await res.json();
    expect(report.rejected).toEqual([]);
    machineIds = report.imported.map((r: { id: string }) => r.id);
    expect(machineIds).toHaveLength(3);
    const other = await staffFetch("/api/admin/machines", {
      method: "POST",
      json: {
        serial: "E2E-LUC",
        gameId: otherGame.id,
        installDate: recent,
        operator: { company: "Bar Luc", contactName: "Luc", whatsapp: LUC, country: "ES" },
      },
    });
    expect(other.status).toBe(201);

    const labels = await staffFetch(`/api/admin/machines/labels?ids=${machineIds.join(",")}`);
    expect(labels.headers.get("content-type")).toBe("application/pdf");
    const pdf = await PDFDocument.load(await labels.arrayBuffer());
    expect(pdf.getPageCount()).toBe(1);

    const params = new URLSearchParams({
      gameId: game.id,
      title: "Operator manual",
      kind: "manual",
      language: "en",
      version: "3.1",
      name: "manual.pdf",
    });
    const manual = await PDFDocument.create();
    manual.addPage().drawText("Operator manual 3.1");
    const uploaded = await staffFetch(`/api/admin/service-documents?${params}`, {
      method: "POST",
      body: Buffer.from(await manual.save()),
      headers: { "content-type": "application/pdf" },
    });
    expect(uploaded.status).toBe(201);
  });

  it("the operator opens a machine as its QR code does, signs in with the WhatsApp code, downloads the manual and files a claim with a photo", async () => {
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await page.goto(`${server.url}/portal/machines/E2E-2`);
    await expect(
      page.getByRole("heading", { name: "Sign in to the operator portal" }).isVisible(),
    ).resolves.toBe(true);
    await page.getByText("Sign in to open machine E2E-2.").waitFor();
    const seen = texts(ANA).length;
    await page.getByLabel("WhatsApp number or email").fill("+34 600 700 001");
    await page.getByRole("button", { name: "Send me a code" }).click();
    await page.getByText("is on file, a code is on its way").waitFor();
    const code = await codeFor(ANA, seen);
    await page.getByLabel("8-digit code").fill(code);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: game.title, level: 1 }).waitFor();
    await page.getByText("Under warranty").first().waitFor();

    const link = page.getByRole("link", { name: "Download Operator manual" });
    manualUrl = new URL((await link.getAttribute("href"))!, server.url).toString();
    const download = await context.request.get(manualUrl);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-type"]).toBe("application/pdf");
    expect((await download.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await page.getByLabel("Type of request").selectOption("warranty");
    await page.getByLabel("What happened?").fill("The steering wheel does not turn.");
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "blue" } })
      .png()
      .toBuffer();
    await page
      .getByLabel(/^Photos/)
      .setInputFiles({ name: "wheel.png", mimeType: "image/png", buffer: photo });
    await page.getByRole("button", { name: "Send request" }).click();
    await page.getByText("Thank you. We received your request").waitFor();
    await page.getByText("Received", { exact: true }).first().waitFor();
    ana = { cookie: (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ") };
    await context.close();
  });

  it("staff approve the claim and ship the parts; the operator is told and sees each step", async () => {
    const queue = await (await staffFetch("/api/admin/claims?status=new")).json();
    claimId = queue.claims[0].id;
    expect(queue.claims[0]).toMatchObject({ serial: "E2E-2", kind: "warranty" });
    const { page, context } = await newPage(browser, { viewport: PHONE });
    await context.addCookies(
      ana.cookie.split("; ").map((c) => {
        const [name, ...v] = c.split("=");
        return { name: name!, value: v.join("="), url: server.url };
      }),
    );
    for (const [change, shown, told] of [
      [{ status: "approved" }, "Approved", "E2E-2 Approved"],
      [
        { status: "parts-shipped", trackingRef: "TRK-42" },
        "Parts shipped",
        "Parts shipped. Tracking reference: TRK-42",
      ],
    ] as const) {
      const res = await staffFetch(`/api/admin/claims/${claimId}`, {
        method: "PATCH",
        json: change,
      });
      expect(res.status).toBe(200);
      await until(() => texts(ANA).find((m) => m.text.includes(told)));
      await page.goto(`${server.url}/portal/machines/E2E-2`);
      await page
        .locator(`[data-claim="${claimId}"]`)
        .getByText(shown, { exact: true })
        .first()
        .waitFor();
    }
    await page.getByText("Tracking reference: TRK-42").waitFor();
    const photo = await context.request.get(`${server.url}/api/portal/claims/${claimId}/files/0`);
    expect(photo.headers()["content-type"]).toBe("image/png");
    await context.close();
  });

  it("the lead that came from an operator's number shows the operator and their machines", async () => {
    // The price form takes a few countries' numbers: this operator is in France.
    const zoe = await staffFetch("/api/admin/machines", {
      method: "POST",
      json: {
        serial: "E2E-ZOE",
        // Another game than the bulletin's below, which must reach Ana alone.
        gameId: otherGame.id,
        installDate: recent,
        operator: {
          company: "Salle Zoé",
          contactName: "Zoé",
          whatsapp: "+33612345678",
          country: "FR",
        },
      },
    });
    expect(zoe.status).toBe(201);
    const res = await postLead(
      server.url,
      {
        whatsapp: "612345678",
        countryCode: "+33",
        name: "Zoé Martin",
        location: "Lyon",
        gameId: game.id,
      },
      { origin: server.url },
    );
    expect(res.status).toBe(201);
    const { page, context } = await newPage(browser, { viewport: DESKTOP });
    await signIn(page, server.url, STAFF, { via: "api" });
    await page.goto(`${server.url}/admin/leads`);
    await page
      .getByRole("row", { name: /Zoé Martin/ })
      .getByRole("button", { name: /View details/ })
      .click();
    const operator = page
      .getByRole("dialog", { name: "Lead Details" })
      .getByRole("region", { name: "Operator" });
    await operator.getByText("Salle Zoé").waitFor();
    await operator.getByRole("link", { name: "E2E-ZOE" }).waitFor();
    // And the other way: the operator's leads on the machines screen.
    await page.goto(`${server.url}/admin/machines?q=E2E-ZOE`);
    await page.locator("summary", { hasText: "Leads from the operator of E2E-ZOE" }).click();
    await page.getByRole("link", { name: "Zoé Martin" }).waitFor();
    await context.close();
  });

  it("a bulletin for the game reaches the operator once", async () => {
    const res = await staffFetch("/api/admin/bulletins", {
      method: "POST",
      json: {
        title: "Wheel sensor recall",
        body: "<p>Replace the wheel sensor.</p>",
        severity: "critical",
        gameIds: [game.id],
      },
    });
    expect(res.status).toBe(201);
    const bulletin = await res.json();
    await until(() => texts(ANA).find((m) => m.text.includes("Wheel sensor recall")));
    // Three machines of that game, one message: nothing more comes over the outbox's next polls
    // (a fixed wait: it proves something does not happen).
    await new Promise((r) => setTimeout(r, 3000));
    expect(texts(ANA).filter((m) => m.text.includes("Wheel sensor recall"))).toHaveLength(1);
    expect(texts(LUC).filter((m) => m.text.includes("Wheel sensor recall"))).toHaveLength(0);
    const page = await fetch(`${server.url}/portal/bulletins/${bulletin.id}`, {
      headers: { cookie: ana.cookie },
    });
    expect(await page.text()).toContain("Replace the wheel sensor.");
    const who = await (await staffFetch(`/api/admin/bulletins/${bulletin.id}/recipients`)).json();
    expect(who.recipients).toEqual([
      expect.objectContaining({
        company: "Fun Hall",
        channel: "whatsapp",
        received: true,
        openedAt: expect.any(String),
      }),
    ]);
  });

  it("another operator's session gets 404 for all of it", async () => {
    const seen = texts(LUC).length;
    const asked = await fetch(`${server.url}/api/portal/code`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ contact: LUC }),
    });
    expect(asked.status).toBe(202);
    const signIn = await fetch(`${server.url}/api/portal/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ contact: LUC, code: await codeFor(LUC, seen) }),
    });
    expect(signIn.status).toBe(200);
    const luc = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const bulletins = (await (await staffFetch("/api/admin/bulletins")).json()).bulletins as {
      id: string;
    }[];
    const as = (path: string, init: RequestInit = {}) =>
      fetch(`${server.url}${path}`, {
        ...init,
        headers: { ...init.headers, cookie: luc, origin: server.url },
        redirect: "manual",
      });
    // Luc's own machine opens.
    expect((await as("/portal/machines/E2E-LUC")).status).toBe(200);
    for (const path of [
      "/portal/machines/E2E-2",
      "/es/portal/machines/E2E-1",
      `/portal/bulletins/${bulletins[0]!.id}`,
      // 36 characters that are no id: not found, never a database error.
      `/portal/bulletins/${"-".repeat(36)}`,
      new URL(manualUrl).pathname,
      `/api/portal/claims/${claimId}/files/0`,
    ])
      expect((await as(path)).status, path).toBe(404);
    const form = new FormData();
    form.set("kind", "repair");
    form.set("description", "Not mine");
    expect(
      (await as("/api/portal/machines/E2E-2/claims", { method: "POST", body: form })).status,
    ).toBe(404);
    // Nor does an operator session open the back office.
    expect((await as("/api/admin/machines")).status).toBe(401);
    const admin = await as("/admin/machines");
    expect(admin.status).toBe(307);
    expect(admin.headers.get("location")).toContain("/admin/login");
  });
});
