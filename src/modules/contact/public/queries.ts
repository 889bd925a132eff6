import "server-only";
import { getDb } from "@/platform/db/client";
import { TAGS } from "@/platform/cache";
import { cachedRead } from "@/platform/cached";
import { contactSettings } from "../schema";
import type { PublicContact } from "./public-contact";

export type { PublicContact };

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
