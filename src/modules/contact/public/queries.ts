import "server-only";
import { getDb } from "@/platform/db/client";
import { TAGS } from "@/platform/cache";
import { cachedRead } from "@/platform/cached";
import { contactSettings } from "../schema";

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

/** The contact details shown publicly; the maps key is not among them. */
export const getContactSettings = cachedRead(
  async (): Promise<PublicContact | null> => {
    const db = await getDb();
    const [c] = await db.select().from(contactSettings).limit(1);
    if (!c) return null;
    return {
      emailPrimary: c.emailPrimary,
      emailSecondary: c.emailSecondary,
      phonePrimary: c.phonePrimary,
      phoneSecondary: c.phoneSecondary,
      addressStreet: c.addressStreet,
      addressCity: c.addressCity,
      addressState: c.addressState,
      addressPostal: c.addressPostal,
      addressCountry: c.addressCountry,
      location: c.mapEmbedUrl,
    };
  },
  "contact-settings",
  () => [TAGS.contactSettings],
);

export function mapSearchUrl(c: PublicContact): string {
  const q =
    c.location ||
    [c.addressStreet, c.addressCity, c.addressState, c.addressPostal, c.addressCountry].join(", ");
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`;
}
