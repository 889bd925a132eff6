import { COUNTRY_CODES, FALLBACK_COUNTRY_CODE, type CountryCode } from "../country-codes";

let calling: Promise<CountryCode> | undefined;

/** The visitor's calling code from /api/geo (+91 when unknown or failed), asked once per page. */
export function fetchCallingCode(): Promise<CountryCode> {
  calling ??= fetch("/api/geo", { cache: "no-store" })
    .then((r) => (r.ok ? r.json() : null))
    .then((d: { countryCallingCode?: string } | null) => {
      const c = d?.countryCallingCode;
      return (COUNTRY_CODES as readonly string[]).includes(c ?? "")
        ? (c as CountryCode)
        : FALLBACK_COUNTRY_CODE;
    })
    .catch(() => FALLBACK_COUNTRY_CODE);
  return calling;
}
