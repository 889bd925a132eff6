import type { Locale } from "@/platform/i18n/locales";

/** Where a dismissal of the language offer is remembered. */
export const DISMISSED_KEY = "language-notice-dismissed";

/** The first enabled language the browser prefers: "es-MX" is es, "pt" is pt-BR, "zh-Hans-CN" zh-CN. */
export function preferredLanguage(
  preferred: readonly string[],
  available: readonly { code: Locale; tag: string }[],
): Locale | undefined {
  for (const asked of preferred.map((p) => p.toLowerCase())) {
    const exact = available.find((a) => a.tag.toLowerCase() === asked);
    if (exact) return exact.code;
    const primary = available.find(
      (a) => a.tag.toLowerCase().split("-")[0] === asked.split("-")[0],
    );
    if (primary) return primary.code;
  }
  return undefined;
}
