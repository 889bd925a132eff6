import "./zod-jitless";
import { createRoot } from "react-dom/client";
import { ClientIntlProvider } from "@/platform/i18n/client";
import type { Locale } from "@/platform/i18n/locales";
import { PriceDialogBody, type Carried } from "@/modules/leads/public/price-dialog";
import type { Finder } from "@/modules/leads/public/pricing-form";
import type { CountryCode } from "@/modules/leads/country-codes";

type Options = {
  gameId: string;
  carried: Carried;
  /** The visitor's calling code, as the first step's field was given it. */
  countryCode: CountryCode;
  locale: Locale;
  messages: Record<string, unknown>;
  onClose: () => void;
  /** The person check the page started when the dialog opened. */
  finder: () => Promise<Finder>;
};

function Island({
  gameId,
  carried,
  countryCode,
  onClose,
  finder,
}: Omit<Options, "locale" | "messages">) {
  return (
    <PriceDialogBody
      gameId={gameId}
      open
      active
      countryCode={countryCode}
      carried={carried}
      onClose={onClose}
      finder={finder}
    />
  );
}

/**
 * The pricing form's later steps are the one React island of the public pages (its checks,
 * phone numbers and the address search are a form's work): fetched when the dialog opens and
 * mounted when the visitor goes past the first step. Returns what unmounts it.
 */
export function mountPricingForm(container: HTMLElement, { locale, messages, ...rest }: Options) {
  const root = createRoot(container);
  root.render(
    <ClientIntlProvider locale={locale} messages={messages}>
      <Island {...rest} />
    </ClientIntlProvider>,
  );
  return () => root.unmount();
}
