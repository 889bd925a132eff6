import "server-only";
import type { Locale } from "./locales";
import type { Messages } from "./messages-type";

export type { Messages };

/**
 * One language's catalogue, imported on its own (a page's server render loads only its
 * language; the browser gets only the namespaces its client components use, see ClientMessages).
 */
const LOADERS: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("../../../messages/en.json"),
  es: () => import("../../../messages/es.json"),
  fr: () => import("../../../messages/fr.json"),
  de: () => import("../../../messages/de.json"),
  "pt-BR": () => import("../../../messages/pt-BR.json"),
  ar: () => import("../../../messages/ar.json"),
  "zh-CN": () => import("../../../messages/zh-CN.json"),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await LOADERS[locale]()).default;
}
