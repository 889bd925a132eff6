import { translatedMessage } from "@/platform/i18n/validation-message";
import { formatMessage } from "./format-message";
import {
  COUNTRY_CODES,
  numberLengthMessage,
  type NumberLengthKind,
} from "@/modules/leads/country-codes";

/** The rules' (and the API's) English messages and their keys in Pricing.errors. */
const ERROR_KEYS: Readonly<Record<string, string>> = {
  "Please enter a WhatsApp number": "whatsappRequired",
  "Please enter a valid WhatsApp number": "whatsappInvalid",
  "Please enter your name": "nameRequired",
  "Please enter a shorter name": "nameTooLong",
  "Please enter your location": "locationRequired",
  "Please enter a shorter location": "locationTooLong",
};

/** The number-length sentences ("This number is too short for +44"), by their text. */
const LENGTH_MESSAGES = new Map(
  COUNTRY_CODES.flatMap((code) =>
    (["tooShort", "tooLong", "notValid"] as NumberLengthKind[]).map(
      (kind) => [numberLengthMessage(kind, code), { kind, code }] as const,
    ),
  ),
);

/** A rule's or the server's English message in the page's language (Pricing.errors, compiled). */
export function translateLeadMessage(
  message: string | undefined,
  errors: Readonly<Record<string, unknown>> | undefined,
): string | undefined {
  const length = message ? LENGTH_MESSAGES.get(message) : undefined;
  if (length) return formatMessage(errors?.[length.kind], { code: length.code }) ?? message;
  return translatedMessage(
    message,
    ERROR_KEYS,
    (key) => formatMessage(errors?.[key], {}) ?? message ?? "",
  );
}
