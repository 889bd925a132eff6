import { getLocale, getTranslations } from "next-intl/server";
import { localeInfo } from "@/platform/i18n/locales";
import { enabledLocales } from "../server/languages";
import { LanguageSwitcher } from "./language-switcher";

/** The footer's row of languages: the same page in every enabled language. */
export async function LanguageLinks() {
  const [locales, current, t] = await Promise.all([
    enabledLocales(),
    getLocale(),
    getTranslations("Footer"),
  ]);
  if (locales.length < 2) return null;
  return (
    <LanguageSwitcher
      label={t("languages")}
      current={current}
      languages={locales.map((code) => {
        const { segment, tag, name } = localeInfo(code);
        return { code, segment, tag, name };
      })}
    />
  );
}
