"use client";
import { formatters } from "./formatters";
import { createContext, useCallback, useContext } from "react";
import format, { type CompiledMessage } from "icu-minify/format";
import type { Messages } from "./messages-type";
import type { ClientNamespace } from "./client-messages";
import { DEFAULT_LOCALE, type Locale } from "./locales";

/**
 * The public site's client components translate through this small provider, not next-intl's:
 * the catalogues are precompiled at build time (next.config.ts), so formatting one is a call to
 * icu-minify's formatter, and the browser gets none of use-intl's runtime (that keeps the
 * first-load budget). Server components keep next-intl (getTranslations, useTranslations).
 */
type ClientMessages = Partial<Record<ClientNamespace, unknown>>;
const Intl_ = createContext<{ locale: Locale; messages: ClientMessages }>({
  locale: DEFAULT_LOCALE,
  messages: {},
});

export function ClientIntlProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: ClientMessages;
  children: React.ReactNode;
}) {
  return <Intl_.Provider value={{ locale, messages }}>{children}</Intl_.Provider>;
}

/** "a.b" for every nested string of a namespace. */
type Paths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Paths<T[K]>}`;
}[keyof T & string];

export function useLocale(): Locale {
  return useContext(Intl_).locale;
}

/** t(key, values) for one namespace; a missing message shows its key (and the tests fail). */
export function useTranslations<N extends ClientNamespace>(namespace: N) {
  const { locale, messages } = useContext(Intl_);
  return useCallback(
    (key: Paths<Messages[N]>, values?: Record<string, string | number>): string => {
      let node: unknown = messages[namespace];
      for (const part of key.split("."))
        node = (node as Record<string, unknown> | undefined)?.[part];
      if (node === undefined) return `${namespace}.${key}`;
      return String(
        format(node as CompiledMessage, locale, values, { formatters, timeZone: "UTC" }),
      );
    },
    [locale, messages, namespace],
  );
}
