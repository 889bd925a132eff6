import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as languages from "@/app/api/admin/site/languages/route";
import { auditLog } from "@/modules/audit/schema";
import { enabledLocales, isLocaleEnabled } from "@/modules/site/server/languages";
import { LOCALE_CODES } from "@/platform/i18n/locales";
import { getDb } from "@/platform/db/client";
import { adminRequest, ctx, signInCookie } from "../setup/auth";

// The owner chooses the site's languages; all are on until then, English always.
const put = (cookie: string, enabled: unknown) =>
  languages.PUT(
    adminRequest(cookie, "/api/admin/site/languages", { method: "PUT", json: { enabled } }),
    ctx({}),
  );

describe("site languages", () => {
  it("are all on by default, and saved, read back and audited when the owner changes them", async () => {
    expect(await enabledLocales()).toEqual(LOCALE_CODES);
    const owner = await signInCookie("owner");
    const res = await put(owner, ["ar", "en", "es"]);
    expect(res.status).toBe(200);
    // In the list's order, whatever order they were sent in.
    expect(await res.json()).toEqual({ enabled: ["en", "es", "ar"] });
    expect(await enabledLocales()).toEqual(["en", "es", "ar"]);
    expect(await isLocaleEnabled("de")).toBe(false);
    const get = await languages.GET(adminRequest(owner, "/api/admin/site/languages"), ctx({}));
    expect(await get.json()).toEqual({ enabled: ["en", "es", "ar"] });
    const [entry] = await (
      await getDb()
    )
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "siteLanguages"), eq(auditLog.entityId, "site-languages")));
    expect(entry).toMatchObject({
      action: "update",
      before: { enabled: LOCALE_CODES.join(", ") },
      after: { enabled: "en, es, ar" },
    });
    expect((await put(owner, [...LOCALE_CODES])).status).toBe(200);
    expect(await enabledLocales()).toEqual(LOCALE_CODES);
  });

  it("refuses turning English off, unknown languages, and anyone but an owner", async () => {
    const owner = await signInCookie("owner");
    const noEnglish = await put(owner, ["es"]);
    expect(noEnglish.status).toBe(400);
    expect((await noEnglish.json()).error.message).toBe(
      "English is the site's default language and cannot be turned off",
    );
    expect((await put(owner, ["en", "xx"])).status).toBe(400);
    expect((await put(await signInCookie("editor"), ["en"])).status).toBe(403);
    expect(await enabledLocales()).toEqual(LOCALE_CODES);
  });
});
