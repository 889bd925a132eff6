import { useTranslations } from "next-intl";
import { localeInfo, type Locale } from "@/platform/i18n/locales";
import { LanguageSwitcher } from "./language-switcher";

/** The footer's language button: the same page in every enabled language. */
export function LanguageLinks({
  locales,
  current,
}: {
  locales: readonly Locale[];
  current: Locale;
}) {
  const t = useTranslations("Footer");
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
