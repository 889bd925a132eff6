import { getAbout, listFooter, type PublicFooter } from "@/modules/content/public/queries";
import { getContactSettings } from "@/modules/contact/public/queries";
import { getLocale } from "next-intl/server";
import { SiteFooterView } from "./site-footer-view";
import { pageLocale } from "@/platform/i18n/page-locale";
import { enabledLocales } from "../server/languages";
import type { Locale } from "@/platform/i18n/locales";

/** Footer content is retried up to 3 times with exponential backoff from 1 s. */
async function loadFooter(): Promise<PublicFooter[] | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await listFooter(await pageLocale());
    } catch (e) {
      console.error("Unable to load footer content", e);
      if (attempt < 2) await new Promise((r) => setTimeout(r, 1000 * 2 ** attempt));
    }
  }
  return null;
}

async function optional<T>(what: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (e) {
    console.error(`Failed to load ${what}`, e);
    return null;
  }
}

export async function SiteFooter() {
  const [footer, about, contact, languages, current] = await Promise.all([
    loadFooter(),
    optional("about page", async () => getAbout(await pageLocale())),
    optional("contact settings", getContactSettings),
    enabledLocales(),
    getLocale(),
  ]);
  return (
    <SiteFooterView
      footer={footer}
      footerText={about?.footerText ?? null}
      contact={contact}
      languages={languages}
      current={current as Locale}
    />
  );
}
