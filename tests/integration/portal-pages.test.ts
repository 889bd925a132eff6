import { describe, expect, it } from "vitest";
import { GET as home } from "@/app/(site)/[locale]/portal/route";
import { GET as machinePage } from "@/app/(site)/[locale]/portal/machines/[serial]/route";
import { ctx } from "../setup/auth";
import { portalRequest } from "../support/portal";

// The portal's pages are the site renderer's, like every public page: the same frame, a policy that
// allows their inline scripts by hash, and no framework runtime. Each is one person's.

describe("a portal page, signed out", () => {
  it("asks for a sign-in code, private, with the site's hash-based policy whatever the client sends", async () => {
    const res = await home(
      portalRequest("/portal", {
        headers: { "content-security-policy": "script-src 'nonce-chosen-by-client'" },
      }),
      ctx({ locale: "en" }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("etag")).toBeNull();
    const policy = res.headers.get("content-security-policy") ?? "";
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toMatch(/nonce/);
    const html = await res.text();
    // (Asserted as booleans: a page's whole HTML is no readable failure message.)
    expect(/nonce=|chosen-by-client|\/_next\//.test(html)).toBe(false);
    expect(/<form[^>]* action="\/api\/portal\/code"/.test(html)).toBe(true);
    // The site's own frame: its header's menu and its footer.
    expect(/<header[^>]*>/.test(html) && /<footer[^>]*>/.test(html)).toBe(true);
  });

  it("comes back to the machine its label opened, in the page's language, at the code step", async () => {
    const res = await machinePage(
      portalRequest("/es/portal/machines/SN-9?step=code&error=CODE_REFUSED", {
        cookie: "operator_contact=%2B34600600009",
      }),
      ctx({ locale: "es", serial: "SN-9" }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(/<html lang="es"/.test(html)).toBe(true);
    expect(html.includes('<input type="hidden" name="serial" value="SN-9"/>')).toBe(true);
    expect(html.includes('name="code"')).toBe(true);
    expect(html.includes("+34600600009")).toBe(true);
    expect(/role="alert"/.test(html)).toBe(true);
  });
});
