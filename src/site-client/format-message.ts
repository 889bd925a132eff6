import format, { type CompiledMessage } from "icu-minify/format";

const formatters = {
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...a),
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...a),
};

/** A catalogue text as the page has it (precompiled at build time) with its values filled in. */
export function formatMessage(
  message: unknown,
  values: Record<string, string>,
  locale = typeof document === "undefined" ? "en" : document.documentElement.lang || "en",
): string | undefined {
  if (message === undefined || message === null) return undefined;
  return String(format(message as CompiledMessage, locale, values, { formatters }));
}
