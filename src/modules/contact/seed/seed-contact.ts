import "server-only";
import type { Db } from "@/platform/db/open";
import { contactSettings } from "../schema";

/** The demo company's contact details. */
export async function seedContact(tx: Db): Promise<void> {
  await tx.insert(contactSettings).values({
    emailPrimary: "sales@arcade-demo.example",
    emailSecondary: "support@arcade-demo.example",
    phonePrimary: "+1 555 010 2030",
    phoneSecondary: "+1 555 010 2040",
    addressStreet: "120 Arcade Way",
    addressCity: "Austin",
    addressState: "TX",
    addressPostal: "78701",
    addressCountry: "United States",
    mapEmbedUrl: "120 Arcade Way, Austin, TX 78701, United States",
  });
}
