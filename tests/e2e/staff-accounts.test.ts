import { TOTP } from "otpauth";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn } from "./support/admin";
import { seriousViolations } from "./support/axe";
import { launchBrowser, newPage } from "./support/browser";
import { fieldMessage, isFocused } from "./support/forms";
import { STAFF, startServer, type TestServer } from "./support/server";

// In the browser: an owner invites a sales person who joins through the one-time link
// and sees only their part; an owner turns on two-step sign-in and signs in with a code computed
// here from the key shown on screen; then requires it of everyone.
const NEWBIE = {
  email: "newbie@example.com",
  password: "a-long-sales-password",
  name: "Nia Sales",
};
const CODE_LABEL = "Enter the 6-digit code from your authenticator app";

let server: TestServer;
let browser: Browser;
let inviteUrl = "";
let totp: TOTP;
let lastCode = "";

beforeAll(async () => {
  server = await startServer({ seed: true, users: [STAFF] });
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A code different from the last one used, so no test depends on a code being reusable. */
async function freshCode(): Promise<string> {
  for (;;) {
    const code = totp.generate();
    if (code !== lastCode) return (lastCode = code);
    // Polls the clock: a new code comes only when the 30-second window turns.
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Holds the next session check until the first two-step code has been accepted by the server,
 * then answers it before the browser sees that code's answer. Resolves to the check's body.
 * (The routes stay registered: once a page has no route left, the browser lets a held request go.)
 */
async function holdSessionCheckUntilCodeAccepted(page: Page): Promise<unknown> {
  let accepted!: () => void;
  const codeAccepted = new Promise<void>((r) => (accepted = r));
  let answered!: (body: unknown) => void;
  const checkAnswered = new Promise<unknown>((r) => (answered = r));
  let checkHeld = false;
  let codeHeld = false;
  await page.route("**/api/auth/get-session**", async (route) => {
    if (checkHeld) return route.fallback();
    checkHeld = true;
    // The browser's own headers, with the session cookie as it was when the check was sent.
    const headers = await route.request().allHeaders();
    await codeAccepted;
    const response = await route.fetch({ headers });
    const body: unknown = await response.json();
    await route.fulfill({ response });
    answered(body);
  });
  await page.route("**/api/auth/two-factor/verify-totp", async (route) => {
    if (codeHeld) return route.fallback();
    codeHeld = true;
    const response = await route.fetch();
    accepted();
    await checkAnswered;
    // Lets the page handle the stale answer first.
    await new Promise((r) => setTimeout(r, 200));
    await route.fulfill({ response });
  });
  return checkAnswered;
}

async function submitPassword(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

describe("staff accounts in the browser", () => {
  it("an owner invites someone, who joins with the one-time link and sees only their role's screens", async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await context.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
    await signIn(page, server.url, STAFF, { via: "api" });
    const staffNav = page.getByRole("navigation", { name: "Staff" });
    await staffNav.getByRole("link", { name: "Team" }).click();
    await page.waitForURL(`${server.url}/admin/team`);
    await page.getByRole("cell", { name: STAFF.email }).waitFor();

    await page.getByRole("button", { name: "Invite someone" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Email").fill(NEWBIE.email);
    await dialog.getByLabel("Role").selectOption("sales");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    const link = dialog.getByLabel("One-time link");
    await link.waitFor();
    inviteUrl = await link.inputValue();
    expect(inviteUrl).toMatch(new RegExp(`^${server.url}/admin/invite/[A-Za-z0-9_-]{40,}$`));
    expect(await dialog.textContent()).toContain("it is shown only once");
    await dialog.getByRole("button", { name: "Done" }).click();
    await page.getByText(`${NEWBIE.email}`).waitFor();
    // Every open link is listed with who made it; a reset link can be revoked.
    const invitations = page.getByRole("region", { name: "Open invitations" });
    expect(await invitations.textContent()).toMatch(/made by/);
    await page
      .getByRole("button", { name: /^Reset password:/ })
      .first()
      .click();
    await page.getByRole("dialog").getByLabel("One-time link").waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Done" }).click();
    const resets = page.getByRole("region", { name: "Open password reset links" });
    await resets.getByRole("button", { name: `Revoke: ${STAFF.email}` }).click();
    await resets.waitFor({ state: "detached" });
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();

    // The invited person, in a browser of their own.
    const guest = await newPage(browser);
    await guest.context.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
    const p = guest.page;
    await p.goto(inviteUrl);
    await p.getByRole("heading", { name: "Join the team" }).waitFor();
    expect(await p.getByLabel("Email").inputValue()).toBe(NEWBIE.email);
    expect(await seriousViolations(p)).toEqual([]);
    await p.getByLabel("Your name").fill(NEWBIE.name);
    await p.getByLabel("New password").fill(NEWBIE.password);
    await p.getByLabel("Repeat the password").fill("not-the-same-password");
    await p.getByRole("button", { name: "Join the team" }).click();
    await p.getByText("The passwords do not match").waitFor();
    await p.getByLabel("Repeat the password").fill(NEWBIE.password);
    await p.getByRole("button", { name: "Join the team" }).click();
    await p.waitForURL((u) => u.pathname === "/admin/login" && u.searchParams.get("ready") === "1");
    await p.getByText("Your password is set. Sign in with it now.").waitFor();
    expect(await p.getByLabel("Email").inputValue()).toBe(NEWBIE.email);
    await p.getByLabel("Password").fill(NEWBIE.password);
    await p.getByRole("button", { name: "Sign in" }).click();
    await p.waitForURL(`${server.url}/admin/games`);

    const menu = p.getByRole("navigation", { name: "Admin" }).getByRole("link");
    await menu.first().waitFor();
    expect(await menu.allTextContents()).toEqual(["Games", "Leads", "Contact Messages"]);
    expect(
      await p.getByRole("navigation", { name: "Staff" }).getByRole("link").allTextContents(),
    ).toEqual(["My account"]);
    await p.goto(`${server.url}/admin/team`);
    await p.getByText("You do not have permission to do this.").waitFor();
    expect(await p.getByRole("button", { name: "Invite someone" }).count()).toBe(0);
    expect(guest.consoleErrors).toEqual([]);

    // The link worked once.
    await p.goto(inviteUrl);
    await p.getByText("This link has expired or was already used.", { exact: false }).waitFor();
    await guest.context.close();
  });

  it("an owner turns on two-step sign-in, then signs in with a code from the authenticator", async () => {
    const { page, context, consoleErrors } = await newPage(browser);
    await context.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
    await signIn(page, server.url);
    await page.goto(`${server.url}/admin/account`);
    await page.getByRole("heading", { name: "My account" }).waitFor();
    await page.getByText("Where you are signed in").waitFor();
    await page.getByText("This device").waitFor();

    await page.getByRole("button", { name: "Set up two-step sign-in" }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    expect(await fieldMessage(page.getByLabel("Your password"))).toBe("Password is required");
    expect(await isFocused(page.getByLabel("Your password"))).toBe(true);
    await page.getByLabel("Your password").fill(STAFF.password);
    // The session check that follows the start is sent with the old session and answered only
    // after the first code has replaced that session: it finds none. The set-up must not take
    // that stale answer for a sign-out, or the backup codes shown once would be lost.
    const lateCheck = holdSessionCheckUntilCodeAccepted(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    totp = new TOTP({ secret, digits: 6, period: 30 });
    await page.getByLabel(CODE_LABEL).fill("123");
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    expect(await fieldMessage(page.getByLabel(CODE_LABEL))).toBe("Enter the 6-digit code");
    const setupCode = await freshCode();
    await page.getByLabel(CODE_LABEL).fill(setupCode);
    await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
    expect(await lateCheck).toBeNull();
    await page.getByText("Two-step sign-in is on.").waitFor();
    expect(
      await page.getByRole("list", { name: "Backup codes" }).getByRole("listitem").count(),
    ).toBe(10);
    await page.getByRole("button", { name: "I have saved my backup codes" }).click();
    await page.getByText("Two-step sign-in is on: signing in asks for a code").waitFor();

    await page.getByRole("button", { name: "Sign Out" }).click();
    await page.waitForURL(`${server.url}/admin/login`);
    await submitPassword(page, STAFF.email, STAFF.password);
    const code = page.getByLabel(CODE_LABEL);
    await code.waitFor();
    expect(await code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(new URL(page.url()).pathname).toBe("/admin/login");

    await code.fill("12");
    await code.press("Enter");
    expect(await fieldMessage(code)).toBe("Enter the 6-digit code");
    expect(await isFocused(code)).toBe(true);
    await code.fill(String((Number(setupCode) + 1) % 1_000_000).padStart(6, "0"));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.locator("form [role=alert]").getByText("Invalid code", { exact: true }).waitFor();

    await code.fill(await freshCode());
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${server.url}/admin/games`);
    await page
      .getByRole("navigation", { name: "Admin" })
      .getByRole("link", { name: "Games" })
      .waitFor();
    // The console errors are the wrong code logged on purpose.
    expect(consoleErrors.filter((e) => !/Two-step code refused|401/.test(e))).toEqual([]);

    // Owners can require it of everyone: the next sign-in of someone without it sets it up.
    await page.goto(`${server.url}/admin/team`);
    // A click before the app has hydrated the screen would be undone by it.
    await page.waitForSelector("[data-app-ready]");
    const requireAll = page.getByLabel("Require two-step sign-in for everyone");
    await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/admin/team/two-step") && r.ok()),
      requireAll.click(),
    ]);
    await expect.poll(() => requireAll.isChecked()).toBe(true);
    await context.close();

    const other = await newPage(browser);
    await other.page.goto(`${server.url}/admin/login`);
    await submitPassword(other.page, NEWBIE.email, NEWBIE.password);
    await other.page.getByRole("heading", { name: "Set up two-step sign-in" }).waitFor();
    expect(await other.page.getByRole("navigation", { name: "Admin" }).count()).toBe(0);
    await other.context.close();
  });

  it("records who did what in the activity log, newest first", async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${server.url}/admin/login`);
    await submitPassword(page, STAFF.email, STAFF.password);
    await page.getByLabel(CODE_LABEL).fill(await freshCode());
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(`${server.url}/admin/games`);
    await page.goto(`${server.url}/admin/activity`);
    await page.locator("tbody time").first().waitFor();
    const text = (await page.locator("tbody").textContent()) ?? "";
    for (const expected of [
      "Changed the two-step requirement",
      "Turned on two-step sign-in",
      "Accepted invitation",
      "Invited",
      "Failed sign-in",
      "Signed in",
    ])
      expect(text).toContain(expected);
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("entity=team") && r.ok()),
      page.getByLabel("Kind of record").selectOption("team"),
    ]);
    // The filtered list replaces the table once its answer is drawn (slower with two e2e files
    // sharing the cores).
    await expect
      .poll(async () => (await page.locator("tbody").textContent()) ?? "", { timeout: 15_000 })
      .not.toContain("Signed in");
    expect(await page.locator("tbody").textContent()).toContain("Accepted invitation");
    await context.close();
  });
});
