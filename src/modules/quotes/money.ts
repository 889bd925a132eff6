/**
 * Money is held as an integer count of the currency's minor unit (cents, fils…): never a float.
 * How many minor digits a currency has, and how it is written, come from Intl.NumberFormat.
 */

/** The currencies an owner may switch on; USD is always on and is the default. */
export const KNOWN_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "INR",
  "AED",
  "BRL",
  "CNY",
  "SAR",
  "CAD",
  "AUD",
  "JPY",
  "MXN",
  "CHF",
  "SGD",
] as const;
export type Currency = (typeof KNOWN_CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";

/** 2 for EUR, 0 for JPY, as ISO 4217 (through Intl) says. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
    .maximumFractionDigits!;
}

/** "€1,234.50" in the given language: the amount is in minor units. */
export function formatMoney(minor: number, currency: string, locale = "en"): string {
  const digits = minorDigits(currency);
  const fmt = new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // Exact: the major and minor parts are split with integers, never divided as floats.
  const scale = 10n ** BigInt(digits);
  const value = BigInt(minor);
  const sign = value < 0n ? "-" : "";
  const abs = value < 0n ? -value : value;
  const text = `${sign}${abs / scale}${digits ? "." + (abs % scale).toString().padStart(digits, "0") : ""}`;
  // Intl formats a decimal string exactly (no float conversion) since ES2023.
  return fmt.format(text as unknown as number);
}

/**
 * "1234.5" → 123450 for EUR. Null when the text is not a plain non-negative amount with at most
 * the currency's minor digits.
 */
export function parseMoney(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const m = /^(\d{1,15})(?:\.(\d*))?$/.exec(text.trim().replace(/,/g, ""));
  if (!m) return null;
  const fraction = m[2] ?? "";
  if (fraction.length > digits) return null;
  const minor = BigInt(m[1]!) * 10n ** BigInt(digits) + BigInt(fraction.padEnd(digits, "0") || "0");
  return minor > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(minor);
}

/** 123450 → "1234.50" for EUR: the plain form an input shows. */
export function minorToPlain(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const scale = 10n ** BigInt(digits);
  const v = BigInt(minor);
  return digits ? `${v / scale}.${(v % scale).toString().padStart(digits, "0")}` : `${v}`;
}
