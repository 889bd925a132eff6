import type { Page } from "playwright-core";
import { STAFF } from "./server";

/** Sign in through the real form (labels "Email" and "Password", button "Sign in"). */
export async function signIn(page: Page, baseUrl: string, user = STAFF): Promise<void> {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(
    (url) => url.pathname.startsWith("/admin") && !url.pathname.startsWith("/admin/login"),
  );
}
