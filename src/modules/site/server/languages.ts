import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/platform/db/client";
import { appMeta } from "@/platform/db/meta-schema";
import { cachedRead } from "@/platform/cached";
import { invalidate, TAGS } from "@/platform/cache";
import { isLocale, LOCALE_CODES, type Locale } from "@/platform/i18n/locales";

/** The owner's choice, one row in app_meta: the enabled codes, comma-separated. No row: all. */
const ENABLED_LOCALES = "site.enabled_locales";

async function readEnabled(): Promise<readonly Locale[]> {
  const db = await getDb();
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, ENABLED_LOCALES));
  if (!row) return LOCALE_CODES;
  const chosen = new Set(row.value.split(",").filter(isLocale));
  // In the order of the locale list, English always among them.
  return LOCALE_CODES.filter((c) => chosen.has(c) || c === "en");
}

/** The languages the site is shown in (every public page reads it, so it is cached by tag). */
export const enabledLocales = cachedRead(readEnabled, "site-languages", () => [TAGS.languages]);

export async function isLocaleEnabled(locale: Locale): Promise<boolean> {
  return (await enabledLocales()).includes(locale);
}

/** Saves the owner's choice; pages, sitemap and hreflang follow at once (the tag drops them). */
export async function setEnabledLocales(enabled: readonly Locale[]): Promise<readonly Locale[]> {
  const db = await getDb();
  const value = LOCALE_CODES.filter((c) => enabled.includes(c) || c === "en").join(",");
  await db
    .insert(appMeta)
    .values({ key: ENABLED_LOCALES, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value } });
  invalidate(TAGS.languages);
  return readEnabled();
}
