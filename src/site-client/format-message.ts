import format, { type CompiledMessage } from "icu-minify/format";
import { formatters } from "@/platform/i18n/formatters";

/** A catalogue text as the page has it (precompiled at build time) with its values filled in. */
export function formatMessage(
  message: unknown,
  values: Record<string, string>,
  locale = typeof document === "undefined" ? "en" : document.documentElement.lang || "en",
): string | undefined {
  if (message === undefined || message === null) return undefined;
  return String(format(message as CompiledMessage, locale, values, { formatters }));
}
