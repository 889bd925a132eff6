// The pricing form's calling codes, apart from validation.ts so the game page's first load can show
// the form's first step without zod or the phone-number rules.

/** The calling codes offered, in the order shown in the select. */
export const COUNTRY_CODES = [
  "+91",
  "+1",
  "+44",
  "+86",
  "+81",
  "+49",
  "+33",
  "+39",
  "+7",
  "+55",
  "+52",
  "+61",
  "+65",
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const INITIAL_COUNTRY_CODE: CountryCode = "+1";
export const FALLBACK_COUNTRY_CODE: CountryCode = "+91";

export const digitsOnly = (value: string) => value.replace(/\D/g, "");

export type NumberLengthKind = "tooShort" | "tooLong" | "notValid";

/**
 * The English sentence for a number no number of its country can be (validation.ts decides it with
 * libphonenumber's lengths); here, apart from the rules, so a page can word it in its language.
 */
export function numberLengthMessage(kind: NumberLengthKind, countryCode: string): string {
  if (kind === "tooShort") return `This number is too short for ${countryCode}`;
  if (kind === "tooLong") return `This number is too long for ${countryCode}`;
  return `This is not a valid number for ${countryCode}`;
}
