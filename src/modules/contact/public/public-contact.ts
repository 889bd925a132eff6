export type PublicContact = {
  emailPrimary: string;
  emailSecondary: string | null;
  phonePrimary: string;
  phoneSecondary: string | null;
  addressStreet: string;
  addressCity: string;
  addressState: string;
  addressPostal: string;
  addressCountry: string;
  location: string | null;
};

/** The maker's place on a map: the location the owner gave, else the address. */
export function mapSearchUrl(c: PublicContact): string {
  const q =
    c.location ||
    [c.addressStreet, c.addressCity, c.addressState, c.addressPostal, c.addressCountry].join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;
}
