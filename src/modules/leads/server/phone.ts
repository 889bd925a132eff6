import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/**
 * The number in E.164 (+ and digits, no national trunk "0"), so the same buyer typing "07911…"
 * or "7911…" is one number. A number libphonenumber cannot parse keeps "+" and its digits.
 */
export function toE164(countryCode: string, digits: string): string {
  const raw = `${countryCode}${digits}`.replace(/[^\d+]/g, "");
  const parsed = parsePhoneNumberFromString(raw);
  return parsed?.number ?? `+${raw.replace(/\D/g, "")}`;
}
