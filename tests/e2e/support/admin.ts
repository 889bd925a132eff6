import type { Page } from "playwright-core";
import { STAFF } from "./server";

/**
 * Sign in and land on the back office. `via: "form"` (the default) goes through the real form
 * (labels "Email" and "Password", button "Sign in"); auth.test.ts and the two-step tests keep it.
 * `via: "api"` posts to better-auth's email sign-in endpoint from the page's own context, so the
 * browser holds the same session cookie the form would have set, then opens /admin: for tests
 * about what comes after signing in. A user with two-step sign-in on needs the form.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  user = STAFF,
  opts: { via?: "form" | "api" } = {},
): Promise<void> {
  if (opts.via === "api") {
    // The context's request client shares its cookie store with the pages.
    const res = await page.context().request.post(`${baseUrl}/api/auth/sign-in/email`, {
      data: { email: user.email, password: user.password },
      headers: { origin: baseUrl },
    });
    const body = (await res.json().catch(() => null)) as { twoFactorRedirect?: boolean } | null;
    if (!res.ok() || body?.twoFactorRedirect)
      throw new Error(`API sign-in of ${user.email} failed (${res.status()}); use the form`);
    await page.goto(`${baseUrl}/admin`);
  } else {
    await page.goto(`${baseUrl}/admin/login`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }
  await page.waitForURL(
    (url) => url.pathname.startsWith("/admin") && !url.pathname.startsWith("/admin/login"),
  );
}

/**
 * Waits until a list that came with its page has hydrated: its dates, which only the browser
 * writes, are filled in. `html[data-app-ready]` is set when the frame has, which can be before the
 * screen inside it: a read asked for then (the tab shown again) would find no list to read for.
 */
export async function listHydrated(page: Page): Promise<void> {
  await page.locator("main tbody time:not(:empty)").first().waitFor();
}
