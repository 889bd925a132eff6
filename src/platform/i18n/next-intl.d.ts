import type { Locale } from "./locales";
import type en from "../../../messages/en.json";

// Typed keys: a t("...") call with a key English lacks fails the type check.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof en;
  }
}
