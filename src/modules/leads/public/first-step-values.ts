import {
  COUNTRY_CODES,
  digitsOnly,
  INITIAL_COUNTRY_CODE,
  type CountryCode,
} from "../country-codes";

export type FirstStepValues = { countryCode: CountryCode; whatsapp: string };

/** What the visitor entered in the first step's form. */
export function readFirstStep(form: HTMLFormElement): FirstStepValues {
  const data = new FormData(form);
  const code = String(data.get("countryCode") ?? "");
  return {
    countryCode: (COUNTRY_CODES as readonly string[]).includes(code)
      ? (code as CountryCode)
      : INITIAL_COUNTRY_CODE,
    whatsapp: digitsOnly(String(data.get("whatsapp") ?? "")),
  };
}
