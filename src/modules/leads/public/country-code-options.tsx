import { COUNTRY_CODES } from "../country-codes";

/** The calling codes of SPEC.md section 9 as a select's options, in its order. */
export function CountryCodeOptions() {
  return COUNTRY_CODES.map((c) => (
    <option key={c} value={c}>
      {c}
    </option>
  ));
}
