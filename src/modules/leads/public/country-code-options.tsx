import { COUNTRY_CODES } from "../country-codes";

/** The calling codes as a select's options, in their order. */
export function CountryCodeOptions() {
  return COUNTRY_CODES.map((c) => (
    <option key={c} value={c}>
      {c}
    </option>
  ));
}
